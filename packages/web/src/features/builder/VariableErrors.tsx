/** The errors that keep Send disabled, under 'Variable Validation Errors:'. */
export function VariableErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="variable-errors" role="alert">
      <strong>Variable Validation Errors:</strong>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
