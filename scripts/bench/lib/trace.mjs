// A Chromium trace of one cold load (through the DevTools protocol), summarised as Lighthouse's
// main-thread breakdown and bootup audits summarise theirs: the page's main thread only (a Web
// Worker's thread is not in it), each top-level task's time split by the kind of work its events
// are (self time: an event's duration less its children's) and by the script each belongs to.

/**
 * The trace categories: Lighthouse's, less the screenshots and V8's own fine-grained events (its
 * compile and parse steps, thousands per load, which only add tracing's overhead: their time is in
 * the enclosing devtools.timeline events).
 */
const categories = [
  'toplevel',
  'v8.execute',
  'loading',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];

/** Kinds of main-thread work, by trace event name (Lighthouse's task groups). */
const groupOf = new Map(
  Object.entries({
    scriptEvaluation: [
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'TimerFire',
      'FireIdleCallback',
      'FireAnimationFrame',
      'RunMicrotasks',
      'V8.Execute',
      'EventDispatch',
      'XHRReadyStateChange',
      'XHRLoad',
      'v8.run',
      'BlinkScheduler_PerformMicrotaskCheckpoint',
    ],
    scriptParseCompile: [
      'v8.compile',
      'v8.compileModule',
      'v8.parseOnBackground',
      'V8.CompileCode',
      'V8.CompileLazy',
      'v8.produceCache',
      'v8.produceModuleCache',
      'CompileScript',
      'CacheScript',
    ],
    styleLayout: [
      'ScheduleStyleRecalculation',
      'UpdateLayoutTree',
      'RecalculateStyles',
      'InvalidateLayout',
      'Layout',
      'ParseAuthorStyleSheet',
    ],
    paintCompositeRender: [
      'Animation',
      'HitTest',
      'PaintSetup',
      'Paint',
      'PaintImage',
      'PrePaint',
      'Layerize',
      'UpdateLayer',
      'UpdateLayerTree',
      'CompositeLayers',
      'Commit',
      'ScrollLayer',
      'RequestMainThreadFrame',
      'BeginMainThreadFrame',
    ],
    parseHTML: ['ParseHTML'],
    garbageCollection: [
      'GCEvent',
      'MinorGC',
      'MajorGC',
      'V8.GCScavenger',
      'V8.GCFinalizeMC',
      'V8.GCIncrementalMarking',
      'BlinkGC.AtomicPhase',
      'ThreadState::performIdleLazySweep',
      'ThreadState::completeSweep',
      'BlinkGCMarking',
      'V8.GC_SCAVENGER',
      'V8.GC_MARK_COMPACTOR',
    ],
    decodeImage: ['Decode Image', 'ImageDecodeTask', 'Decode LazyPixelRef'],
  }).flatMap(([group, names]) => names.map((name) => [name, group])),
);

export const groups = [
  'scriptEvaluation',
  'scriptParseCompile',
  'styleLayout',
  'paintCompositeRender',
  'parseHTML',
  'garbageCollection',
  'decodeImage',
  'other',
];

const topLevelNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/** Starts a trace on `cdp` (before the navigation); the returned function stops it and gives the events. */
export async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories, excludedCategories: ['*'] },
  });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/** The navigation of the page's main frame to an http(s) URL: its renderer process and start (trace clock). */
function pageNavigation(events) {
  return events.findLast(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
}

/** The main thread of the renderer that loaded the page (others may be about:blank's or the browser's own pages). */
function pageMainThread(events, pid) {
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pid,
  );
  return main && { pid: main.pid, tid: main.tid };
}

/** Complete ('X') events of one thread, begin/end pairs joined, sorted so a parent comes before its children. */
function threadEvents(events, { pid, tid }) {
  const own = events.filter((e) => e.pid === pid && e.tid === tid);
  const complete = own.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const open = [];
  for (const e of own) {
    if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) complete.push({ ...begin, ph: 'X', dur: e.ts - begin.ts, args: { ...begin.args, ...e.args } });
    }
  }
  return complete.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

const urlOf = (e) =>
  e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || e.args?.fileName || e.args?.data?.scriptName || '';

/**
 * Summarises the page's main thread over the first `windowMs` from the navigation's start: busy
 * time, the long tasks (over 50 ms), each top-level task's self time by kind of work and by script
 * URL (the nearest enclosing event that names one), and the style and layout work a script forced
 * (a Layout or UpdateLayoutTree inside a script's event: a read of a size or style while the page
 * had changes pending).
 */
export function mainThreadSummary(events, { windowMs = 5000, fromMs = 0 } = {}) {
  const navigation = pageNavigation(events);
  const main = navigation && pageMainThread(events, navigation.pid);
  if (!main) throw new Error('the trace has no navigation of the main frame to an http(s) page');
  const list = threadEvents(events, main);
  const start = navigation.ts;
  const from = start + fromMs * 1000;
  const end = start + windowMs * 1000;
  const byGroup = Object.fromEntries(groups.map((g) => [g, 0]));
  const byUrl = new Map();
  const longTasks = [];
  // Style and layout that a script forced (read back a size or style while the page was dirty).
  const forced = new Map();
  let busyUs = 0;
  // A stack of open events: each event's self time goes to its group (an event of no known group
  // is counted in its parent's, as Lighthouse does) and to the nearest URL.
  const stack = [];
  const close = (upTo) => {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= upTo) {
      const done = stack.pop();
      const self = done.dur - done.childUs;
      if (self > 0 && done.inWindow) {
        const group = done.group;
        const work = `${done.name} ${done.url ? done.url.split('/').pop().slice(0, 40) : '(document)'}`;
        done.task.work.set(work, (done.task.work.get(work) ?? 0) + self);
        byGroup[group] += self;
        const url = done.url || '(no script: the document)';
        const entry = byUrl.get(url) ?? { total: 0, scripting: 0 };
        entry.total += self;
        if (group === 'scriptEvaluation' || group === 'scriptParseCompile') entry.scripting += self;
        byUrl.set(url, entry);
      }
    }
  };
  for (const e of list) {
    close(e.ts);
    const parent = stack.at(-1);
    const isTask = !parent && topLevelNames.has(e.name);
    if (!parent && !isTask) continue; // outside any task (tracing's own bookkeeping)
    const inWindow = (parent ? parent.inWindow : e.ts >= from && e.ts < end) ?? false;
    const task = parent?.task ?? { startMs: (e.ts - start) / 1000, durationMs: e.dur / 1000, work: new Map() };
    if (isTask && inWindow) {
      busyUs += e.dur;
      if (e.dur > 50_000) longTasks.push(task);
    }
    if (parent) parent.childUs += Math.min(e.dur, parent.ts + parent.dur - e.ts);
    const group = groupOf.get(e.name) ?? parent?.group ?? 'other';
    if (inWindow && (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && parent?.group === 'scriptEvaluation') {
      const url = urlOf(e) || parent.url || '(no script)';
      const entry = forced.get(url) ?? { count: 0, us: 0 };
      entry.count += 1;
      entry.us += e.dur;
      forced.set(url, entry);
    }
    stack.push({ ...e, childUs: 0, inWindow, group, task, url: urlOf(e) || parent?.url || '' });
  }
  close(Number.POSITIVE_INFINITY);
  const ms = (us) => Math.round(us / 1000);
  return {
    windowMs,
    busyMs: ms(busyUs),
    // Each long task with the three kinds of work (and scripts) that took most of it.
    longTasks: longTasks.map(({ work, ...t }) => ({
      ...t,
      mostly: [...work]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([what, us]) => `${what} ${ms(us)}`),
    })),
    blockingMs: Math.round(longTasks.reduce((sum, t) => sum + t.durationMs - 50, 0)),
    byGroup: Object.fromEntries(Object.entries(byGroup).map(([g, us]) => [g, ms(us)])),
    forcedLayouts: [...forced].map(([url, f]) => ({ url, count: f.count, ms: ms(f.us) })).sort((a, b) => b.ms - a.ms),
    byUrl: [...byUrl]
      .map(([url, t]) => ({ url, totalMs: ms(t.total), scriptingMs: ms(t.scripting) }))
      .sort((a, b) => b.totalMs - a.totalMs),
  };
}
