import { describe, expect, it } from 'vitest';
import { mainThreadAtCpuTime, mainThreadTimes } from '../../bench/lib/main-thread-cpu.mjs';

// A trace as Chromium writes it (microseconds): the page's renderer main thread (pid 1, tid 1, where the first
// contentful paint is marked), one of its tasks with a nested call and a mark, a task inside that task, and another
// thread's task.
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  cat?: string;
  args?: { frame: string };
}

function trace(): TraceEvent[] {
  return [
    { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 1, ts: 500, args: { frame: 'F' } },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 1_000, dur: 40_000, tdur: 10_000 },
    { name: 'FunctionCall', ph: 'X', pid: 1, tid: 1, ts: 5_000, dur: 20_000, tdur: 6_000 },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 6_000, dur: 1_000, tdur: 1_000 },
    { name: 'mark', ph: 'I', pid: 1, tid: 1, ts: 21_000 },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 50_000, dur: 8_000, tdur: 8_000 },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 60_000, dur: 2_000, tdur: 2_500 },
    { name: 'RunTask', ph: 'X', pid: 2, tid: 7, ts: 1_000, dur: 40_000, tdur: 1_000 },
  ];
}

describe('the main thread at its CPU time', () => {
  it('counts the page main thread top-level tasks on the clock and in CPU time', () => {
    expect(mainThreadTimes(trace())).toEqual({
      tasks: 3,
      clockMs: 50,
      cpuMs: 20.5,
      longTasks: 1,
      longClockMs: 40,
      longCpuMs: 10,
      traceOwnCpuMs: 0,
    });
  });

  it('squeezes each task to its CPU time with its own events in proportion, and nothing else', () => {
    const events: TraceEvent[] = mainThreadAtCpuTime(trace());
    const at = (i: number) => ({ ts: events[i]?.ts, dur: events[i]?.dur });
    expect(at(1)).toEqual({ ts: 1_000, dur: 10_000 });
    expect(at(2)).toEqual({ ts: 2_000, dur: 5_000 });
    expect(at(3)).toEqual({ ts: 2_250, dur: 250 });
    expect(at(4)).toEqual({ ts: 6_000, dur: undefined });
    // A task whose CPU time is its clock time, one whose thread time is longer (never lengthened), another thread.
    expect(at(5)).toEqual({ ts: 50_000, dur: 8_000 });
    expect(at(6)).toEqual({ ts: 60_000, dur: 2_000 });
    expect(at(7)).toEqual({ ts: 1_000, dur: 40_000 });
    expect(at(0)).toEqual({ ts: 500, dur: undefined });
  });

  it("takes the trace's own copying of the scripts' sources out of the task it ran in, and nothing else", () => {
    const rundown = 'disabled-by-default-devtools.v8-source-rundown-sources';
    const events: TraceEvent[] = [
      { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 1, ts: 500, args: { frame: 'F' } },
      // A task of 12 ms CPU with some work of the page's, 9 ms of it the trace copying two scripts (one event
      // inside another counted once).
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 1_000, dur: 30_000, tdur: 12_000 },
      { name: 'ScriptCatchup', cat: rundown, ph: 'X', pid: 1, tid: 1, ts: 2_000, dur: 10_000, tdur: 6_000 },
      { name: 'FunctionCall', ph: 'X', pid: 1, tid: 1, ts: 13_000, dur: 1_000, tdur: 1_000 },
      { name: 'ScriptCatchup', cat: rundown, ph: 'X', pid: 1, tid: 1, ts: 3_000, dur: 1_000, tdur: 1_000 },
      { name: 'ScriptCatchup', cat: rundown, ph: 'X', pid: 1, tid: 1, ts: 15_000, dur: 5_000, tdur: 3_000 },
      // A task in which the trace recorded only its own copying (whose thread time undercounts the task's): the
      // trace's work whole; and the page's own task after it.
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 40_000, dur: 8_000, tdur: 6_000 },
      { name: 'ScriptCatchup', cat: rundown, ph: 'X', pid: 1, tid: 1, ts: 41_000, dur: 4_000, tdur: 2_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 50_000, dur: 8_000, tdur: 8_000 },
      // Another thread's copying is not the page's main thread's.
      { name: 'ScriptCatchup', cat: rundown, ph: 'X', pid: 2, tid: 7, ts: 1_000, dur: 9_000, tdur: 9_000 },
    ];
    expect(mainThreadTimes(events)?.traceOwnCpuMs).toBe(15);
    mainThreadAtCpuTime(events);
    expect(events.map((e) => e.dur)).toEqual([undefined, 3_000, 1_000, 100, 100, 500, 1, 0.5, 8_000, 9_000]);
    expect(events[5]?.ts).toBe(2_400);
  });

  it('refuses a trace without a first paint or without thread times', () => {
    expect(mainThreadTimes(trace().slice(1))).toBeNull();
    expect(() => void mainThreadAtCpuTime(trace().slice(1))).toThrow('the trace has no first contentful paint');
    const untimed = trace().map(({ tdur: _t, ...e }) => e);
    expect(mainThreadTimes(untimed)).toBeNull();
    expect(() => void mainThreadAtCpuTime(untimed)).toThrow('the trace has no thread times (tdur)');
  });
});
