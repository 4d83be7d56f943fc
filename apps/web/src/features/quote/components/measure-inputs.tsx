import {
  feetInchesToMetres,
  kgToLb,
  lbToKg,
  metresCentimetresToMetres,
  metresToFeetInches,
  metresToMetresCentimetres,
  parseMeasurementInput,
  type UnitSystem,
} from '@freight/domain';
import { Group, Input, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './measure-inputs.module.css';

type LengthParts = [big: string, small: string];

const partsOf = (lengthM: number | null, units: UnitSystem): LengthParts => {
  if (lengthM === null) return ['', ''];
  if (units === 'imp') {
    const { feet, inches } = metresToFeetInches(lengthM);
    return [String(feet), String(inches)];
  }
  const { metres, centimetres } = metresToMetresCentimetres(lengthM);
  return [String(metres), String(centimetres)];
};

/** Spec 5: non-numeric characters stripped, absolute values; an empty pair is no length at all. */
const metresOf = ([big, small]: LengthParts, units: UnitSystem): number | null => {
  const whole = parseMeasurementInput(big);
  const part = parseMeasurementInput(small);
  if (whole === null && part === null) return null;
  return units === 'imp'
    ? feetInchesToMetres({ feet: whole ?? 0, inches: part ?? 0 })
    : metresCentimetresToMetres({ metres: whole ?? 0, centimetres: part ?? 0 });
};

type LengthInputProps = {
  label: string;
  valueM: number | null;
  units: UnitSystem;
  onChange: (lengthM: number | null) => void;
  error?: string;
};

/** A length as people measure it: feet and inches, or metres and centimetres (spec 5), stored in metres. */
export const LengthInput = ({ label, valueM, units, onChange, error }: LengthInputProps) => {
  const { t } = useTranslation('quote');
  const errorId = useId();
  // What was typed stays as typed; a change of units (or a new value from the spec search) writes it anew.
  const [typed, setTyped] = useState<{ parts: LengthParts; units: UnitSystem; valueM: number | null }>({
    parts: partsOf(valueM, units),
    units,
    valueM,
  });
  const parts = typed.units === units && typed.valueM === valueM ? typed.parts : partsOf(valueM, units);
  const [bigUnit, smallUnit] = units === 'imp' ? (['ft', 'in'] as const) : (['m', 'cm'] as const);

  const change = (next: LengthParts) => {
    const metres = metresOf(next, units);
    setTyped({ parts: next, units, valueM: metres });
    onChange(metres);
  };

  return (
    <fieldset className={classes.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={classes.legend}>{label}</legend>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={`${label} (${t(`units.${bigUnit}`)})`}
          inputMode="decimal"
          value={parts[0]}
          onChange={(event) => change([event.currentTarget.value, parts[1]])}
          rightSection={<span aria-hidden="true">{bigUnit}</span>}
          w={110}
          error={Boolean(error)}
        />
        <TextInput
          aria-label={`${label} (${t(`units.${smallUnit}`)})`}
          inputMode="decimal"
          value={parts[1]}
          onChange={(event) => change([parts[0], event.currentTarget.value])}
          rightSection={<span aria-hidden="true">{smallUnit}</span>}
          w={110}
          error={Boolean(error)}
        />
      </Group>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
};

type WeightInputProps = {
  label: string;
  valueKg: number | null;
  units: UnitSystem;
  onChange: (weightKg: number | null) => void;
  error?: string;
};

const weightText = (valueKg: number | null, units: UnitSystem) =>
  valueKg === null ? '' : String(Math.round(units === 'imp' ? kgToLb(valueKg) : valueKg));

/** A weight in kilograms or pounds, stored in kilograms. */
export const WeightInput = ({ label, valueKg, units, onChange, error }: WeightInputProps) => {
  const [typed, setTyped] = useState({ text: weightText(valueKg, units), units, valueKg });
  const text = typed.units === units && typed.valueKg === valueKg ? typed.text : weightText(valueKg, units);
  const unit = units === 'imp' ? 'lb' : 'kg';
  return (
    <TextInput
      label={`${label} (${unit})`}
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        const entered = parseMeasurementInput(event.currentTarget.value);
        const kg = entered === null ? null : units === 'imp' ? lbToKg(entered) : entered;
        setTyped({ text: event.currentTarget.value, units, valueKg: kg });
        onChange(kg);
      }}
      rightSection={<span aria-hidden="true">{unit}</span>}
      w={230}
      error={error}
    />
  );
};
