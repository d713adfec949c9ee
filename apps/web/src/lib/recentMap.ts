/**
 * Sets `key` as the most recent entry of `map` (Maps keep insertion order) and drops the oldest
 * entries beyond `max`: a bounded memory of the latest history entries.
 */
export function setRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}
