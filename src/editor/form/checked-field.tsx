/**
 * What the site's build would refuse, told in the form as she types, on any screen (a phone hides the preview), and
 * Save held back until it is fixed: a custom field type through Sveltia's documented API (`registerFieldType`, a
 * control whose `isValid` method Sveltia asks before it saves). Its options: `of`, the field whose lines it tells
 * ('*' for every line), and `input`, a text box for that field's value (a cover's description).
 *
 * Sveltia 0.221.1's built-in controls cannot be reused here: `CMS.getFieldType('string').control` calls the hooks of
 * the copy of React inside Sveltia's script, while custom controls are drawn by its React renderer's own copy
 * ("Cannot read properties of null (reading 'useContext')", with Sveltia's renderer or ours). The text box is a
 * plain one, styled as Sveltia's (`classNameWrapper`).
 */
import type { CustomFieldControlProps } from '@sveltia/cms';
import { Component, type CSSProperties } from 'react';
import type { CheckLine } from '#/editor/preview/field-lines.ts';
import type { ApiEntryData } from '#/editor/form/form-check.ts';

export type EntryCheck = (entry: ApiEntryData) => Promise<CheckLine[]>;

interface State {
  /** Undefined until first checked. */
  lines?: string[];
}

/** Sveltia's own colour for a field's error (its CSS custom property), else a red that reads on white. */
const LINES_STYLE: CSSProperties = {
  color: 'var(--sui-error-foreground-color, #b3261e)',
  margin: '8px 0 0',
  paddingLeft: '20px',
};

const NOTHING_STYLE: CSSProperties = { margin: 0, color: 'var(--sui-secondary-foreground-color, #555)' };

const fieldOption = (props: CustomFieldControlProps, key: string): unknown => props.field.get(key as never);

const tells = (props: CustomFieldControlProps, { field, missing }: CheckLine) => {
  const of = fieldOption(props, 'of');
  // An empty field the form requires is told beside it by the form's own rule.
  return !missing && (of === '*' || of === field);
};

export function checkedField(check: EntryCheck) {
  return class CheckedControl extends Component<CustomFieldControlProps, State> {
    override state: State = {};
    private mounted = false;
    private committed: (() => void)[] = [];

    override componentDidMount() {
      this.mounted = true;
    }

    override componentDidUpdate() {
      for (const done of this.committed.splice(0)) done();
    }

    override componentWillUnmount() {
      this.mounted = false;
    }

    /** Asked by Sveltia as it draws the entry she changed, and before it saves. */
    async isValid(): Promise<true | { error: { message: string } }> {
      // Read the entry once React has drawn what Sveltia just handed it.
      await new Promise<void>((resolve) => {
        this.committed.push(resolve);
        setTimeout(resolve, 100);
      });
      const { entry } = this.props;
      // A check that cannot run (offline, say) holds nothing back: the build checks again.
      const found = entry
        ? await check((entry as unknown as { toJS(): ApiEntryData }).toJS()).catch((error: unknown) => {
            console.error(error);
            return [];
          })
        : [];
      const lines = found.filter((line) => tells(this.props, line)).map(({ line }) => line);
      if (this.mounted) this.setState({ lines });
      return lines.length === 0 ? true : { error: { message: lines.join(' ') } };
    }

    override render() {
      const { forID, value, onChange, classNameWrapper } = this.props;
      const { lines = [] } = this.state;
      return (
        <div>
          {Boolean(fieldOption(this.props, 'input')) && (
            <input
              id={forID}
              aria-label={String(fieldOption(this.props, 'label'))}
              className={classNameWrapper}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => onChange(event.target.value)}
              aria-describedby={lines.length > 0 ? `${forID}-check` : undefined}
            />
          )}
          {lines.length > 0 && (
            <ul id={`${forID}-check`} style={LINES_STYLE}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {!fieldOption(this.props, 'input') && this.state.lines?.length === 0 && (
            <p style={NOTHING_STYLE}>Nothing to fix.</p>
          )}
        </div>
      );
    }
  };
}
