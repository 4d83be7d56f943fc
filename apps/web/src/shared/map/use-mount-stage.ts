import { useEffect, useState } from 'react';
import { nextFrameShown, nextTask } from '../ui/next-task';

/**
 * How far the mount of `map` has gone: 0 while there is no map or it has just been made, then 1 to `stages`, one
 * stage per task, each reached after the last one's commit. Stage 1 comes after the browser has shown a frame of the map
 * as it was made, so what joins at each stage (markers, controls) lands in a frame after the map's first picture.
 * Issue 22: made in one commit, the search's map with its controls, places and markers was a task of 200 to 380 ms on a
 * slowed phone. A new map starts again from 0.
 */
export const useMountStage = <Map extends object>(map: Map | null, stages: number): number => {
  const [reached, setReached] = useState<{ map: Map | null; stage: number }>({ map: null, stage: 0 });
  const stage = map && reached.map === map ? reached.stage : 0;
  useEffect(() => {
    if (!map || stage >= stages) return;
    let isCurrent = true;
    (stage === 0 ? nextFrameShown() : nextTask()).then(() => {
      if (isCurrent) setReached({ map, stage: stage + 1 });
    });
    return () => {
      isCurrent = false;
    };
  }, [map, stage, stages]);
  return stage;
};
