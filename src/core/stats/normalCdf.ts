/**
 * The standard normal distribution function Φ(z), through the complementary error function:
 * Φ(z) = erfc(−z/√2)/2. erfc is the Chebyshev fit of Numerical Recipes (erfcc), relative error
 * below 1.2e-7 everywhere, which is far finer than any p value is read. Computing the upper
 * tail as erfc (not 1 − Φ) keeps small p values accurate instead of cancelling to 0.
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return NaN;
  return erfc(-z / Math.SQRT2) / 2;
}

function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
