import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PhoneField, type PhoneFieldProps } from './phone-field';

type FormPhoneFieldProps<T extends FieldValues> = Omit<PhoneFieldProps, 'value' | 'onChange' | 'onBlur' | 'ref'> & {
  control: Control<T>;
  name: Path<T>;
};

/**
 * The PhoneField of a react-hook-form form (docs/decisions/078-one-form-pattern.md), bound to its field
 * through a Controller: the shop's sign-in and sign-up and the back office's sign-in and invite use it.
 */
export function FormPhoneField<T extends FieldValues>({ control, name, ...rest }: FormPhoneFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneField ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...rest} />
      )}
    />
  );
}
