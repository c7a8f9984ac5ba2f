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
    let k = (x / ln2).rounded()
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
    return value * Double(sign: .plus, exponent: half, significand: 1)
      * Double(sign: .plus, exponent: k - half, significand: 1)
  }

  private static func reduce(_ x: Double) -> (Double, Int) {
    let k = (x / (halfPiHigh + halfPiLow)).rounded()
    let r = (x - k * halfPiHigh) - k * halfPiLow
    let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
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
