/// The elementary functions the physics needs, written in pure Swift.
///
/// `PullUpCore` imports only the standard library, which has no `exp`, `log`, `sin` or `cos`. These
/// versions reduce the argument and sum a short series; they agree with the C library to about 1e-15
/// relative error over the ranges the physics uses (tested against Foundation), and they give the same
/// bits on every platform, which keeps recorded scenarios byte-identical everywhere.
package enum PullUpMath {
  private static let ln2High = 0.693_147_180_369_123_816_49
  private static let ln2Low = 1.908_214_929_270_587_7e-10
  private static let ln2 = 0.693_147_180_559_945_309_42
  private static let halfPiHigh = 1.570_796_326_734_125_614_17
  private static let halfPiLow = 6.077_100_506_506_192_6e-11

  /// e raised to `x`.
  package static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .infinity }
    if x < -745.2 { return 0 }
    let k = rounded(x / ln2)
    let r = (x - k * ln2High) - k * ln2Low
    // Taylor series to r¹³ in Horner form: |r| ≤ ln 2 / 2 keeps the first term left out below 1e-17.
    let sum = expPolynomial(r)
    return scale(sum, byPowerOfTwo: Int(k))
  }

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

  /// `x.rounded()` (to the nearest integer, halves away from zero), bit for bit, without the C library's
  /// `round` where the value converts to an integer exactly; the sign of a zero is kept.
  @inline(__always)
  static func rounded(_ x: Double) -> Double {
    guard abs(x) < exactIntegerLimit else { return x.rounded() }
    let truncated = Double(signOf: x, magnitudeOf: Double(Int(x)))
    let fraction = x - truncated
    if fraction >= 0.5 { return truncated + 1 }
    if fraction <= -0.5 { return truncated - 1 }
    return truncated
  }

  private static func reduce(_ x: Double) -> (Double, Int) {
    let k = rounded(x / (halfPiHigh + halfPiLow))
    let r = (x - k * halfPiHigh) - k * halfPiLow
    // `k` is an integer: below 2⁵² its remainder is the integer's (no `fmod`).
    let quadrant = abs(k) < exactIntegerLimit ? Int(k) % 4 : Int(k.truncatingRemainder(dividingBy: 4))
    return (r, (quadrant + 4) % 4)
  }

  // Taylor series in Horner form, with the coefficients 1/n! written out so that the compiler folds them.
  // The reduced arguments keep the first left-out term below 1e-17: |r| ≤ ln 2 / 2 for exp (to r¹³),
  // |r| ≤ π/4 for sin (to r¹⁷) and cos (to r¹⁶).

  private static func expPolynomial(_ r: Double) -> Double {
    var p = 1.6059043836821613e-10
    p = p * r + 2.08767569878681e-09
    p = p * r + 2.505210838544172e-08
    p = p * r + 2.755731922398589e-07
    p = p * r + 2.7557319223985893e-06
    p = p * r + 2.48015873015873e-05
    p = p * r + 0.0001984126984126984
    p = p * r + 0.001388888888888889
    p = p * r + 0.008333333333333333
    p = p * r + 0.041666666666666664
    p = p * r + 0.16666666666666666
    p = p * r + 0.5
    p = p * r + 1.0
    p = p * r + 1.0
    return p
  }

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
