import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface ImagePickerProps {
  label: ReactNode;
  hint: string;
  /** The image shown now ('' for none). */
  src: string;
  alt: string;
  imageClassName: string;
  emptyClassName?: string;
  busy: boolean;
  texts: { choose: string; replace: string; remove: string };
  onFile: (file: File) => void;
  onRemove: () => void;
  /** Shown between the label and the picker (a saved or failed message). */
  status?: ReactNode;
  /** Shown under the hint (a field error). */
  error?: string;
}

/**
 * One JPG or PNG image chosen from the device: a preview (or an empty frame), a hidden file input opened by
 * Choose/Replace, and Remove. The logo and the profile photo fields decide what choosing and removing do.
 */
export function ImagePicker(props: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { src, busy, texts } = props;
  return (
    <div className={`field${props.error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      {props.status}
      <div className="logo-field">
        {src ? (
          <img src={src} alt={props.alt} className={props.imageClassName} />
        ) : (
          <span className={`logo-field-empty ${props.emptyClassName ?? ''}`.trim()} aria-hidden="true" />
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Emptied at once, so choosing the same file again is a change too.
            e.target.value = '';
            if (file) props.onFile(file);
          }}
        />
        <Button variant="secondary" size="sm" busy={busy} onClick={() => input.current?.click()}>
          {src ? texts.replace : texts.choose}
        </Button>
        {src && !busy && (
          <Button variant="secondary" size="sm" onClick={props.onRemove}>
            {texts.remove}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {props.hint}
      </p>
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
