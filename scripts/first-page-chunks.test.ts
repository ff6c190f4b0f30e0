import { describe, expect, it } from 'vitest';
import { barrelExports, namedImports } from './first-page-chunks';

describe('namedImports', () => {
  it('reads the names each import statement takes, by source, without aliases or type markers', () => {
    const code = [
      "import { X, Circle as Dot } from 'lucide-react';",
      "import {\n  type LoginState,\n  useMe,\n} from '@/client/features/auth';",
      "import { Plus } from 'lucide-react';",
      "import React from 'react';",
    ].join('\n');
    expect(namedImports(code)).toEqual(
      new Map([
        ['lucide-react', ['X', 'Circle', 'Plus']],
        ['@/client/features/auth', ['LoginState', 'useMe']],
      ]),
    );
  });
});

describe('barrelExports', () => {
  it('maps every name a barrel re-exports to the module behind it', () => {
    const lucide =
      "export { default as X, default as XIcon } from './icons/x.mjs';\nexport { default as Plus } from './icons/plus.mjs';";
    expect(barrelExports(lucide)).toEqual(
      new Map([
        ['X', './icons/x.mjs'],
        ['XIcon', './icons/x.mjs'],
        ['Plus', './icons/plus.mjs'],
      ]),
    );
    const radix = 'import * as Dialog from "@radix-ui/react-dialog";\nexport { Dialog };';
    expect(barrelExports(radix)).toEqual(new Map([['Dialog', '@radix-ui/react-dialog']]));
  });
});
