/** One headed list: "Natural Strengths" and its lines, for example. */
export interface HeadedList {
  heading: string;
  items: readonly string[];
}

/**
 * Headed lists side by side from 560 px up, stacked on phones: the strengths and growth pairs of
 * the result cards, the profile's insights and the suggestions all read the same way.
 */
export function ListColumns({ lists }: { lists: readonly HeadedList[] }) {
  return (
    <div className="list-columns">
      {lists.map((list) => (
        <div key={list.heading}>
          <h3>{list.heading}</h3>
          <ul>
            {list.items.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
