// A stand-in for Apple's QuartzCore module (Core Animation), for .ci/check-apple-adapters: only the declarations
// PullUpUIKit and Examples/UIKit use, each transcribed from Apple's documentation page named right above it,
// with the iOS version the page gives, and bodies that never run (the check type-checks; nothing links this).
// UIKit.swift's header lists the rules, which pages were re-read (its Provenance paragraph, QuartzCore's included) and
// every deliberate difference from Apple's SDK; the one here:
// - `CFTimeInterval` is CoreFoundation's, which QuartzCore re-exports on Apple systems; swift-corelibs-foundation
//   has no such type alias, so it is declared here.
@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cftimeinterval
@available(iOS 2.0, *)
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
@available(iOS 2.0, *)
public func CACurrentMediaTime() -> CFTimeInterval { fatalError("QuartzCore stand-in: type-checking only") }

// https://developer.apple.com/documentation/quartzcore/cadisplaylink
@available(iOS 3.1, *)
open class CADisplayLink: NSObject {
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
  @available(iOS 3.1, *)
  public var isPaused: Bool = false

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
  @available(iOS 10.0, *)
  public var targetTimestamp: CFTimeInterval { fatalError("QuartzCore stand-in: type-checking only") }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  @available(iOS 3.1, *)
  public func invalidate() {}

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
  @available(iOS 15.0, *)
  public var preferredFrameRateRange: CAFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0)
}

// https://developer.apple.com/documentation/quartzcore/caframeraterange
@available(iOS 15.0, *)
public struct CAFrameRateRange {
  // https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
  @available(iOS 15.0, *)
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {}
}

// https://developer.apple.com/documentation/quartzcore/calayer
@available(iOS 2.0, *)
open class CALayer: NSObject {
  // https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
  @available(iOS 2.0, *)
  open var cornerRadius: CGFloat = 0

  // https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners
  @available(iOS 11.0, *)
  open var maskedCorners: CACornerMask = []
}

// https://developer.apple.com/documentation/quartzcore/cacornermask
@available(iOS 11.0, *)
public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  // https://developer.apple.com/documentation/quartzcore/cacornermask/layerminxminycorner
  @available(iOS 11.0, *)
  public static var layerMinXMinYCorner: CACornerMask { CACornerMask(rawValue: 1) }

  // https://developer.apple.com/documentation/quartzcore/cacornermask/layermaxxminycorner
  @available(iOS 11.0, *)
  public static var layerMaxXMinYCorner: CACornerMask { CACornerMask(rawValue: 2) }
}
