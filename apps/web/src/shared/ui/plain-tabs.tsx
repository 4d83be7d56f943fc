import { createContext, type KeyboardEvent, type ReactNode, use, useId } from 'react';
import classes from './plain-tabs.module.css';

type TabsContextValue = { id: string; value: string; onChange: (value: string) => void };

const TabsContext = createContext<TabsContextValue | null>(null);

const useTabs = () => {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('A tab or tab panel is drawn outside PlainTabs');
  return tabs;
};

const tabIdOf = (id: string, value: string) => `${id}-tab-${value}`;
const panelIdOf = (id: string, value: string) => `${id}-panel-${value}`;

type PlainTabsProps = { value: string; onChange: (value: string) => void; children: ReactNode };

/**
 * Tabs drawn without Mantine (issue 22: the search's first render spent most of its time in Mantine's style
 * resolution), as Mantine's default Tabs draw and behave: a tablist whose arrow keys move to the next or previous tab
 * and open it (wrapping round), Home and End to the first and last, only the open tab in the Tab order, and each panel
 * labelled by its tab. Only the open panel's content is rendered (Mantine's `keepMounted={false}`).
 */
export const PlainTabs = ({ value, onChange, children }: PlainTabsProps) => {
  const id = useId();
  return (
    <TabsContext value={{ id, value, onChange }}>
      <div>{children}</div>
    </TabsContext>
  );
};

const enabledTabsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]')).filter((tab) => !tab.disabled);

/** The tab a key moves to from `current`, or null for a key tabs do not use. Arrows wrap round; Home and End do not. */
const targetIndexOf = (key: string, current: number, count: number, isRtl: boolean) => {
  const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

/** The row of tabs, each as wide as the others share (Mantine's `grow`). */
export const PlainTabList = ({ children }: { children: ReactNode }) => {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = event.target;
    if (!(focused instanceof HTMLButtonElement)) return;
    const tabs = enabledTabsOf(event.currentTarget);
    const current = tabs.indexOf(focused);
    if (current === -1) return;
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = targetIndexOf(event.key, current, tabs.length, isRtl);
    const target = index === null ? undefined : tabs[index];
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    target.focus();
    // Arrows open the tab they reach, as Mantine's `activateTabWithKeyboard`; Home and End only move to it.
    if (event.key.startsWith('Arrow')) target.click();
  };
  return (
    <div className={classes.list} role="tablist" aria-orientation="horizontal" onKeyDown={moveFocus}>
      {children}
    </div>
  );
};

type PlainTabProps = { value: string; children: ReactNode; rightSection?: ReactNode };

export const PlainTab = ({ value, children, rightSection }: PlainTabProps) => {
  const tabs = useTabs();
  const isActive = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      className={classes.tab}
      id={tabIdOf(tabs.id, value)}
      aria-selected={isActive}
      aria-controls={panelIdOf(tabs.id, value)}
      tabIndex={isActive ? 0 : -1}
      data-active={isActive || undefined}
      onClick={() => tabs.onChange(value)}
    >
      <span className={classes.label}>{children}</span>
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </button>
  );
};

/** A tab's panel, there (and hidden) when closed so that its tab's `aria-controls` names an element. */
export const PlainTabPanel = ({ value, children }: { value: string; children: ReactNode }) => {
  const tabs = useTabs();
  const isActive = tabs.value === value;
  return (
    <div
      className={classes.panel}
      role="tabpanel"
      id={panelIdOf(tabs.id, value)}
      aria-labelledby={tabIdOf(tabs.id, value)}
      hidden={!isActive}
    >
      {isActive && children}
    </div>
  );
};
