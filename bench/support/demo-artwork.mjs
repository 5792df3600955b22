// Shared by the benchmarks that start a server on a fresh data directory.

/**
 * A first start draws the demo artwork in the background (sharp, on the server's CPU) and refreshes
 * the read cache as pictures land; measuring before it ends would measure the drawing. Shop
 * products are drawn last and their AVIF files come last of all, so every product picture in AVIF
 * (and every portrait) means it is done.
 */
export async function waitForDemoArtwork(app) {
  const started = Date.now();
  for (;;) {
    const people = await (await fetch(`${app}/api/people?limit=50`)).json();
    const products = await (await fetch(`${app}/api/shop/products?limit=48`)).json();
    const done = [...people.items.map((person) => person.profile), ...products.items.map((product) => product.image)];
    if (done.every((image) => image?.formats.includes('avif'))) break;
    if (Date.now() - started > 10 * 60_000) throw new Error('demo artwork not finished after 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.log(`(waited ${((Date.now() - started) / 1000).toFixed(0)} s for the demo artwork to be drawn)`);
}
