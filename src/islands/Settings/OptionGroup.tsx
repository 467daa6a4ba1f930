// One setting as a row of radio options (rise colour, change period): a legend, and a labelled
// radio per value, the stored one checked. `swatch` draws the value's colour sample before its label.
interface OptionGroupProps<Value extends string> {
  legend: string;
  name: string;
  values: readonly Value[];
  checked: Value;
  labelOf: (value: Value) => string;
  onChoose: (value: Value) => void;
  swatch?: boolean;
}

export function OptionGroup<Value extends string>({ legend, name, values, checked, labelOf, onChoose, swatch }: OptionGroupProps<Value>) {
  return (
    <fieldset className="pref-group">
      <legend className="pref-legend">{legend}</legend>
      <div className="pref-row">
        {values.map((value) => (
          <label key={value} className={swatch ? 'pref-option rise-option' : 'pref-option'} data-rise-sample={swatch ? value : undefined}>
            <input type="radio" name={name} value={value} checked={checked === value} onChange={() => onChoose(value)} />
            {swatch && <span className="rise-swatch" aria-hidden="true" />}
            <span>{labelOf(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
