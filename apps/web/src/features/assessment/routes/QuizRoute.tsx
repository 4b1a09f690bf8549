export function QuizRoute() {
  return (
    <div className="page">
      <h1>QuizRoute</h1>
    </div>
  );
}
