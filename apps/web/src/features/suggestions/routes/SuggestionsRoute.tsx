export function SuggestionsRoute() {
  return (
    <div className="page">
      <h1>SuggestionsRoute</h1>
    </div>
  );
}
