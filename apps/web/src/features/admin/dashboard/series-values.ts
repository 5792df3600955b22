/** A daily series as the chart takes it, and its sum over the period. */
export const valuesOf = (series: readonly { value: number }[]) => series.map((point) => point.value);
export const total = (series: readonly { value: number }[]) => series.reduce((sum, point) => sum + point.value, 0);
