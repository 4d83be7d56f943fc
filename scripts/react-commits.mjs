// React's commits while a page opens (`long-tasks.mjs --commits`), read through the hook React DevTools uses
// (`__REACT_DEVTOOLS_GLOBAL_HOOK__`), installed before the page's scripts: no change to the app, any build. For each
// commit: when, how many components rendered in it, the outermost ones that did (a commit that re-renders the shell
// names the shell), and those that rendered with unchanged props (where the update came from: their state or a
// context they read).

/** Runs in the page, before its scripts (page.addInitScript): records every commit of every React root. */
export const observeReactCommits = () => {
  window.__reactCommits = [];
  const nameOf = (fiber) => {
    const type = fiber.elementType ?? fiber.type;
    if (typeof type === 'string' || !type) return null;
    return type.displayName ?? type.name ?? type.render?.name ?? type.type?.name ?? null;
  };
  // What each component held at the last commit seen (React keeps two fibers per component and swaps them): one that
  // rendered in this commit holds new props or new state (a bail-out keeps both), one never seen has just mounted.
  const lastSeen = new WeakMap();
  const renderOf = (fiber) => {
    const last = lastSeen.get(fiber) ?? (fiber.alternate ? lastSeen.get(fiber.alternate) : undefined);
    const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
    lastSeen.set(fiber, now);
    if (fiber.alternate) lastSeen.set(fiber.alternate, now);
    if (!last) return 'mounted';
    if (last.props !== now.props) return 'rendered';
    // Same props: its own state or a context it reads changed, where the update began.
    return last.state !== now.state ? 'origin' : null;
  };
  const walk = (fiber, depth, found) => {
    for (let child = fiber; child; child = child.sibling) {
      const name = typeof child.type === 'function' || typeof child.type === 'object' ? nameOf(child) : null;
      const render = name ? renderOf(child) : null;
      if (render) {
        found.count += 1;
        if (render === 'origin' && !found.origins.includes(name) && found.origins.length < 6) found.origins.push(name);
        if (found.outer.length < 3 || depth < found.outerDepth) {
          if (depth < found.outerDepth) found.outer = [];
          found.outerDepth = Math.min(found.outerDepth, depth);
          if (depth === found.outerDepth && found.outer.length < 3) found.outer.push(name);
        }
      }
      if (child.child) walk(child.child, depth + 1, found);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => {
      const found = { count: 0, outer: [], outerDepth: Number.POSITIVE_INFINITY, origins: [] };
      if (root.current.child) walk(root.current.child, 0, found);
      window.__reactCommits.push({
        at: Math.round(performance.now()),
        rendered: found.count,
        outer: found.outer,
        origins: found.origins,
      });
    },
  };
};

/** One line per commit. */
export const describeCommits = (commits) =>
  commits.map(
    ({ at, rendered, outer, origins }) =>
      `at ${at} ms: ${rendered} components rendered, outermost ${outer.join(', ')}; updated from ${origins.join(', ') || '-'}`,
  );
