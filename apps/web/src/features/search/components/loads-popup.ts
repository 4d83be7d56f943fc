import type { HaulSearchResult } from '@freight/domain';
import { paths } from '../../../shared/navigation/paths';
import classes from '../search.module.css';

export type PopupLoad = HaulSearchResult & { pay: string };

type Item = { item: HTMLLIElement; link: HTMLAnchorElement; details: HTMLDivElement };

const setText = (element: HTMLElement, text: string) => {
  if (element.textContent !== text) element.textContent = text;
};

/**
 * A pickup's popup: each load picked up there with where it goes and what it pays, and a link to its page (named by
 * the load, so a screen reader's list of links makes sense). Built as elements: names are user text, never HTML.
 *
 * `open` fills the list as the popup opens, its height following its loads (up to the stylesheet's cap). `refresh`
 * updates it where it stands when the search's answer is refreshed (another load posted nearby): a load still listed
 * keeps its element and its place, a new one joins at the end, one gone leaves, and the list keeps its height (a new
 * load is scrolled to). Chromium drops a click whose pressed element leaves the page before the release, and a popup
 * growing (Leaflet's grow upwards, from the marker) or a list reordered moves a link from under a finger: the driver's
 * tap on a load must reach it however often the results refresh, and the popup stay where it was panned into view.
 */
export const createLoadsPopup = ({ open, onOpen }: { open: string; onOpen: (haulId: string) => void }) => {
  const list = document.createElement('ul');
  list.className = classes.popupList ?? '';
  const items = new Map<string, Item>();

  const createItem = (haulId: string): Item => {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = paths.job.root.getHref({ haulId });
    link.title = open;
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      onOpen(haulId);
    });
    const details = document.createElement('div');
    item.append(link, details);
    return { item, link, details };
  };

  const show = (loads: readonly PopupLoad[]) => {
    const wanted = new Set(loads.map((load) => load.id));
    for (const [haulId, { item }] of items) {
      if (wanted.has(haulId)) continue;
      item.remove();
      items.delete(haulId);
    }
    for (const load of loads) {
      let found = items.get(load.id);
      if (!found) {
        found = createItem(load.id);
        items.set(load.id, found);
        list.append(found.item);
      }
      setText(found.link, load.make_model);
      setText(found.details, `${load.origin.name} → ${load.destination.name} · ${load.pay}`);
    }
  };

  return {
    element: list,
    open: (loads: readonly PopupLoad[]) => {
      list.style.height = '';
      show(loads);
    },
    refresh: (loads: readonly PopupLoad[]) => {
      if (list.isConnected) list.style.height = `${list.getBoundingClientRect().height}px`;
      show(loads);
    },
  };
};

export type LoadsPopup = ReturnType<typeof createLoadsPopup>;
