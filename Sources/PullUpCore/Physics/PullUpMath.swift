/// The elementary functions the physics needs, written in pure Swift.
///
/// `PullUpCore` imports only the standard library, which has no `exp`, `log`, `sin` or `cos`. These
/// versions reduce the argument and sum a short series; they agree with the C library to about 1e-15
/// relative error over the ranges the physics uses (tested against Foundation), and they give the same
/// bits on every platform, which keeps recorded scenarios byte-identical everywhere.
package enum PullUpMath {
  private static let ln2High = 0.693_147_180_369_123_816_49
  private static let ln2Low = 1.908_214_929_270_587_7e-10
  private static let halfPiHigh = 1.570_796_326_734_125_614_17
  private static let halfPiLow = 6.077_100_506_506_192_6e-11

  /// e raised to `x`.
  ///
  /// `x = (32m + j) · ln 2 / 32 + r` with `|r| ≤ ln 2 / 64`, so `eˣ = 2ᵐ · 2^(j/32) · eʳ`: the 32 powers
  /// `2^(j/32)` come from a table (each correctly rounded) and `eʳ − 1` from a short series.
  package static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .infinity }
    if x < -745.2 { return 0 }
    let k = nearestInteger(x * thirtyTwoOverLn2)
    // `ln2High` has 21 trailing zero bits: `k · ln2High / 32` is exact for every `k` this range gives.
    let r = (x - k * (ln2High / 32)) - k * (ln2Low / 32)
    let n = Int(k)
    let power = powersOfTwoThirtySecond[n & 31]
    // Taylor series of eʳ − 1 to r⁶: |r| ≤ ln 2 / 64 keeps the first term left out below 4e-18.
    let series = r * (1 + r * (0.5 + r * (1.0 / 6 + r * (1.0 / 24 + r * (1.0 / 120 + r * (1.0 / 720))))))
    return scale(power + power * series, byPowerOfTwo: n >> 5)
  }

  private static let thirtyTwoOverLn2 = 46.166_241_308_446_83

  /// `2^(j/32)` for `j` from 0 to 31, each the `Double` nearest the exact value.
  private static let powersOfTwoThirtySecond: [Double] = [
    1.0, 1.0218971486541166, 1.0442737824274138, 1.0671404006768237, 1.0905077326652577, 1.1143867425958924,
    1.1387886347566916, 1.1637248587775775, 1.189207115002721, 1.215247359980469, 1.241857812073484,
    1.2690509571917332, 1.2968395546510096, 1.3252366431597413, 1.3542555469368927, 1.383909881963832,
    1.4142135623730951, 1.4451808069770467, 1.4768261459394993, 1.5091644275934228, 1.5422108254079407,
    1.5759808451078865, 1.6104903319492543, 1.645755478153965, 1.681792830507429, 1.718619298122478,
    1.7562521603732995, 1.7947090750031072, 1.8340080864093424, 1.8741676341103, 1.9152065613971474,
    1.9571441241754002,
  ]

  /// The natural logarithm of `x`; NaN below zero, minus infinity at zero.
  package static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x.isInfinite { return x }
    var exponent = Int(x.exponent)
    var mantissa = x.significand
    if mantissa > 1.414_213_562_373_095_1 {
      mantissa /= 2
      exponent += 1
    }
    let f = (mantissa - 1) / (mantissa + 1)
    let f2 = f * f
    var power = f
    var sum = 0.0
    for n in stride(from: 1, through: 29, by: 2) {
      sum += power / Double(n)
      power *= f2
    }
    return Double(exponent) * ln2High + (2 * sum + Double(exponent) * ln2Low)
  }

  /// The sine of `x` radians.
  package static func sin(_ x: Double) -> Double {
    let (r, quadrant) = reduce(x)
    switch quadrant {
    case 0: return sinSeries(r)
    case 1: return cosSeries(r)
    case 2: return -sinSeries(r)
    default: return -cosSeries(r)
    }
  }

  /// The cosine of `x` radians.
  package static func cos(_ x: Double) -> Double {
    let (r, quadrant) = reduce(x)
    switch quadrant {
    case 0: return cosSeries(r)
    case 1: return -sinSeries(r)
    case 2: return -cosSeries(r)
    default: return sinSeries(r)
    }
  }

  /// The sine and the cosine of `x` radians, sharing one argument reduction: the same bits as ``sin(_:)``
  /// and ``cos(_:)``.
  package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    let (r, quadrant) = reduce(x)
    let sine = sinSeries(r)
    let cosine = cosSeries(r)
    switch quadrant {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }

  /// The hyperbolic tangent of `x`.
  package static func tanh(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 20 { return 1 }
    if x < -20 { return -1 }
    if abs(x) < 1e-8 { return x }
    let e = exp(2 * x)
    return (e - 1) / (e + 1)
  }

  private static func scale(_ value: Double, byPowerOfTwo k: Int) -> Double {
    // When 2ᵏ is a normal number, one multiplication rounds once, as two would.
    if k >= -1_022, k <= 1_023 { return value * powerOfTwo(k) }
    // Two steps keep the intermediate representable near both ends of the range.
    let half = k / 2
    return value * powerOfTwo(half) * powerOfTwo(k - half)
  }

  /// 2 to the power `exponent`: built from its bits when it is a normal number (the same value as
  /// `Double(sign: .plus, exponent: exponent, significand: 1)`, without the general conversion).
  private static func powerOfTwo(_ exponent: Int) -> Double {
    guard exponent >= -1_022, exponent <= 1_023 else {
      return Double(sign: .plus, exponent: exponent, significand: 1)
    }
    return Double(bitPattern: UInt64(exponent + 1_023) << 52)
  }

  /// Below this magnitude a `Double` converts to `Int` exactly and `x - trunc(x)` is exact.
  private static let exactIntegerLimit = 4_503_599_627_370_496.0  // 2⁵²

  /// The integer nearest `x`, for an argument reduction, where either neighbour of a tie will do. Below 2⁵¹,
  /// adding and subtracting 1.5 · 2⁵² leaves just the integer part (ties to even, in the default rounding
  /// mode) in two instructions, without the C library's `round`; from there up, `rounded()`.
  @inline(__always)
  static func nearestInteger(_ x: Double) -> Double {
    guard abs(x) < 2_251_799_813_685_248 else { return x.rounded() }
    return (x + 6_755_399_441_055_744) - 6_755_399_441_055_744
  }

  private static func reduce(_ x: Double) -> (Double, Int) {
    let k = nearestInteger(x * twoOverPi)
    let r = (x - k * halfPiHigh) - k * halfPiLow
    // `k` is an integer: below 2⁵² it converts exactly, and its two low bits are its quadrant (two's
    // complement makes that right for negative `k` too); above, `truncatingRemainder` (no `fmod` below).
    guard abs(k) < exactIntegerLimit else { return (r, (Int(k.truncatingRemainder(dividingBy: 4)) + 4) % 4) }
    return (r, Int(k) & 3)
  }

  private static let twoOverPi = 0.636_619_772_367_581_4

  // Taylor series in Horner form, with the coefficients 1/n! written out so that the compiler folds them.
  // The reduced arguments keep the first left-out term below 1e-17: |r| ≤ π/4 for sin (to r¹⁷) and cos
  // (to r¹⁶).

  private static func sinSeries(_ r: Double) -> Double {
    let r2 = r * r
    var p = 2.8114572543455206e-15
    p = p * r2 - 7.647163731819816e-13
    p = p * r2 + 1.6059043836821613e-10
    p = p * r2 - 2.505210838544172e-08
    p = p * r2 + 2.7557319223985893e-06
    p = p * r2 - 0.0001984126984126984
    p = p * r2 + 0.008333333333333333
    p = p * r2 - 0.16666666666666666
    p = p * r2 + 1.0
    return p * r
  }

  private static func cosSeries(_ r: Double) -> Double {
    let r2 = r * r
    var p = 4.779477332387385e-14
    p = p * r2 - 1.1470745597729725e-11
    p = p * r2 + 2.08767569878681e-09
    p = p * r2 - 2.755731922398589e-07
    p = p * r2 + 2.48015873015873e-05
    p = p * r2 - 0.001388888888888889
    p = p * r2 + 0.041666666666666664
    p = p * r2 - 0.5
    p = p * r2 + 1.0
    return p
  }
}
