export interface ErrorMessageProps {
  /** Nothing is shown without one. */
  message: string | undefined;
  className?: string;
}

/** A failure the user must notice: read out at once (role="alert") and shown in the danger colour. */
export function ErrorMessage({ message, className }: ErrorMessageProps) {
  if (!message) return null;
  return (
    <p className={className ? `field-error ${className}` : 'field-error'} role="alert">
      {message}
    </p>
  );
}
