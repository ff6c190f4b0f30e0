import { describe, expect, it } from 'vitest';
import { RESTART_OPTIONS, createRestartPolicy } from './restart-policy';

function policyAt(start = 1_000_000) {
  let time = start;
  const policy = createRestartPolicy(RESTART_OPTIONS, () => time);
  return { policy, wait: (ms: number) => (time += ms) };
}

describe('restarting server processes', () => {
  it('replaces a process that crashed after it started, however young, waiting longer each time', () => {
    const { policy, wait } = policyAt();
    const delays = [];
    for (let crash = 0; crash < 8; crash += 1) {
      delays.push(policy.exited({ started: true, serving: 0 }));
      wait(1_000);
    }
    expect(delays).toEqual([250, 500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('forgets crashes older than a minute', () => {
    const { policy, wait } = policyAt();
    policy.exited({ started: true, serving: 1 });
    policy.exited({ started: true, serving: 1 });
    wait(61_000);
    expect(policy.exited({ started: true, serving: 1 })).toBe(250);
  });

  it('retries start-up failures, and gives up at the fifth in a row while nothing serves', () => {
    const { policy } = policyAt();
    const delays = Array.from({ length: 4 }, () => policy.exited({ started: false, serving: 0 }));
    expect(delays).toEqual([250, 500, 1_000, 2_000]);
    expect(policy.exited({ started: false, serving: 0 })).toBeNull();
  });

  it('keeps retrying start-up failures while another process serves', () => {
    const { policy } = policyAt();
    for (let failure = 0; failure < 10; failure += 1) {
      expect(policy.exited({ started: false, serving: 1 })).not.toBeNull();
    }
    expect(policy.exited({ started: false, serving: 0 })).toBeNull();
  });

  it('starts counting start-up failures again once a process has started', () => {
    const { policy } = policyAt();
    for (let failure = 0; failure < 4; failure += 1) policy.exited({ started: false, serving: 0 });
    policy.started();
    expect(policy.startFailures).toBe(0);
    expect(policy.exited({ started: false, serving: 0 })).not.toBeNull();
  });
});
