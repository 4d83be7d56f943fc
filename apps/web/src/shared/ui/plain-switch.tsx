import { type ChangeEvent, useId } from 'react';
import classes from './plain-switch.module.css';

type PlainSwitchProps = {
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * Mantine's Switch without Mantine (issue 22): a checkbox with the switch role, labelled, the track and thumb drawn
 * over it, and the focus ring on the track when the keyboard reaches the box.
 */
export const PlainSwitch = ({ label, checked, onChange }: PlainSwitchProps) => {
  const id = useId();
  return (
    <div className={classes.root}>
      <label className={classes.body} htmlFor={id}>
        {/* biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is the switch's (as in Mantine's). */}
        <input id={id} className={classes.input} type="checkbox" role="switch" checked={checked} onChange={onChange} />
        <span className={classes.track} aria-hidden="true">
          <span className={classes.thumb} />
        </span>
        <span className={classes.label}>{label}</span>
      </label>
    </div>
  );
};
