import { ExportImportPage } from '@/client/features/export-import/components/export-import-page';

export { ExportImportPage as Component };
