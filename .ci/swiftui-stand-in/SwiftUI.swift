// A stand-in for Apple's SwiftUI module, for .ci/check-apple-adapters. Found first on the include path, it makes
// `canImport(SwiftUI)` true on Linux, so that PullUpSwiftUI and Examples/SwiftUI are type-checked against it in
// Swift 6 mode with warnings as errors: once as iOS (layered on .ci/uikit-stand-in, so `canImport(UIKit)` is true
// too and the sheet compiles) and once as macOS (without UIKit: the split view alone). It is a test fixture of CI,
// not part of the package: nothing links it and its bodies never run.
//
// Rules (the check enforces the first two, as for the UIKit stand-in):
// - It holds only the declarations PullUpSwiftUI and Examples/SwiftUI use, each transcribed from Apple's
//   documentation page whose address is the comment right above it (https://developer.apple.com/documentation/
//   …), with `@available(iOS X.Y, macOS X.Y, *)` giving the versions that page says it arrived in (iOS only for
//   what macOS does not have: the UIKit representables). The availability lint reads them: a use of a name above
//   the iOS 16 or the macOS 13 floor outside `if #available` / `@available` fails.
// - Names, argument labels, types, optionality, default arguments, `@MainActor` isolation, `nonisolated` and
//   `@preconcurrency` modifiers, closures' `@Sendable` and `@isolated(any)`, and `@frozen` are Apple's; so is each
//   `Sendable` conformance here (a type without one may still have it in the SDK, where its page was not read for
//   it). Bodies are not: `fatalError` for a result.
// - It is built with `-enable-library-evolution`, so that a switch over a non-frozen enum (`ScenePhase`,
//   `AccessibilityAdjustmentDirection`) needs `@unknown default`, as it does against the SDK.
// - `@_exported import Foundation`, and UIKit where it can be imported, as the real SwiftUI re-exports them.
//
// Deliberate differences from Apple's SDK, each forced by what a Swift stand-in can express, or by keeping it small:
// 1. Generic plumbing is simplified: `View`, `ViewModifier`, `Gesture`, `Shape` and `TimelineSchedule` list only the
//    requirements the adapter meets or calls (`TimelineSchedule.entries(from:mode:)`, `Shape.path(in:)` and `Shape`'s
//    conformance to `Animatable` are left out); what Apple returns as `some View` is a private view here. The
//    result builder is the View-constrained `ViewBuilder` of the SDKs up to Xcode 26: the current pages describe
//    Xcode 27's type-agnostic one (`buildBlock()` returning `EmptyContent`, unconstrained `buildBlock(_:)`,
//    `buildIf(_:)` and `buildEither`). This is the stand-in's weakest part: overload resolution and opaque types
//    are ours, not Apple's.
// 2. A primitive view's `body: Never` is declared once, in `extension View where Body == Never`, and its
//    `typealias Body = Never` is exempt from the scan (Apple's pages list it on each view).
// 3. Overloads the adapter does not call are left out; where Apple has one that a call could pick instead (Text's
//    `LocalizedStringKey` and `StringProtocol` initializers), both are here with Apple's `@_disfavoredOverload`.
//    `DragGesture`'s iOS 17 `init(minimumDistance:coordinateSpace:)` over `CoordinateSpaceProtocol` is left out:
//    the adapter passes `.global`, which both accept, and only the iOS 13 form is below the floor. `Binding`'s
//    `@dynamicMemberLookup` is left out with the subscript it needs, which nothing here uses.
// 4. The current pages give `@ContentBuilder` where a view's content is built (`View.body`,
//    `ViewModifier.body(content:)`, the stacks', `GeometryReader`'s, `Button`'s and `accessibilityActions(_:)`'s
//    closures): Xcode 27's type alias for its type-agnostic builder. It is `@ViewBuilder` here (difference 1).
// 5. `TimelineViewDefaultContext` is Apple's typealias of `TimelineView<EveryMinuteTimelineSchedule, Never>.Context`;
//    here it is a struct with the one member used (`date`), and `TimelineView.Context` is its alias.
// 6. Availability is not enforced by the compiler on Linux: the check's lint does it, from the versions here.
//    Deprecations are not marked: `onChange(of:perform:)` (deprecated in iOS 17 / macOS 14),
//    `GeometryProxy.frame(in:)` over `CoordinateSpace` and `ScrollView.init(_:showsIndicators:content:)` (both
//    deprecated in iOS 27 / macOS 27) are above the floors.
// 7. `task`'s action is the iOS 15–18 SDKs' `@_inheritActorContext @escaping @Sendable () async -> Void`, not the
//    current page's `sending @escaping @isolated(any)`: with the latter, Swift 6.3 on Linux stops on
//    Examples/SwiftUI's `.task { @MainActor in … }` ("pattern that the region-based isolation checker does not
//    understand"). Code that compiles against either form is what the example needs.
// 8. `FocusState.Binding` has a `fileprivate init(standIn:)`: Swift refuses a property wrapper whose implicit
//    `init()` is less visible than the type, and Apple's has no public initializer at all.
//
// Provenance: see the end of the file.
@_exported import Foundation

#if canImport(UIKit)
  @_exported import UIKit
#endif

private func standIn<T>() -> T { fatalError("SwiftUI stand-in: type-checking only") }

/// What a modifier that Apple declares `-> some View` returns here.
private struct Opaque: View {
  typealias Body = Never
  fileprivate nonisolated init() {}
}

// MARK: - Views and view builders

// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol View {
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  @available(iOS 13.0, macOS 10.15, *)
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @available(iOS 13.0, macOS 10.15, *)
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Difference 2.
extension View where Body == Never {
  public var body: Never { standIn() }
}

extension Never: View {
  public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, *)
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  @available(iOS 13.0, macOS 10.15, *)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  @available(iOS 13.0, macOS 10.15, *)
  public static func buildBlock() -> EmptyView { EmptyView() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  @available(iOS 13.0, macOS 10.15, *)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  @available(iOS 13.0, macOS 10.15, *)
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  { standIn() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  @available(iOS 13.0, macOS 10.15, *)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  @available(iOS 13.0, macOS 10.15, *)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { standIn() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  @available(iOS 13.0, macOS 10.15, *)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { standIn() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  @available(iOS 14.0, macOS 11.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { standIn() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct TupleView<T>: View {
  public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct AnyView: View {
  public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct EmptyView: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/emptyview/init()
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init() {}
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol ViewModifier {
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
  @available(iOS 13.0, macOS 10.15, *)
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/viewmodifier/content
  @available(iOS 13.0, macOS 10.15, *)
  typealias Content = _ViewModifier_Content<Self>
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @available(iOS 13.0, macOS 10.15, *)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

// MARK: - State and the environment

// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, *)
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  @available(iOS 13.0, macOS 10.15, *)
  public init(wrappedValue value: Value) {}
  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  @available(iOS 13.0, macOS 10.15, *)
  public init(initialValue value: Value) {}
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  @available(iOS 13.0, macOS 10.15, *)
  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  @available(iOS 13.0, macOS 10.15, *)
  public var projectedValue: Binding<Value> { standIn() }
}

// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct Binding<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @available(iOS 13.0, macOS 10.15, *)
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  @available(iOS 13.0, macOS 10.15, *)
  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  @available(iOS 13.0, macOS 10.15, *)
  public var projectedValue: Binding<Value> { self }
  // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  @available(iOS 13.0, macOS 10.15, *)
  public static func constant(_ value: Value) -> Binding<Value> { standIn() }
}

// The init(get:set:) page: "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable".
extension Binding: Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/gesturestate
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
  @available(iOS 13.0, macOS 10.15, *)
  public init(wrappedValue: Value) {}
  // https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue
  @available(iOS 13.0, macOS 10.15, *)
  public var wrappedValue: Value { standIn() }
  // https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue
  @available(iOS 13.0, macOS 10.15, *)
  public var projectedValue: GestureState<Value> { self }
}

// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)
  @available(iOS 13.0, macOS 10.15, *)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  @available(iOS 13.0, macOS 10.15, *)
  public var wrappedValue: Value { standIn() }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, *)
public protocol EnvironmentKey {
  // https://developer.apple.com/documentation/swiftui/environmentkey/value
  @available(iOS 13.0, macOS 10.15, *)
  associatedtype Value
  // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  @available(iOS 13.0, macOS 10.15, *)
  static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, *)
public struct EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  @available(iOS 13.0, macOS 10.15, *)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { standIn() }
    set {}
  }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  @available(iOS 13.0, macOS 10.15, *)
  public var accessibilityReduceMotion: Bool { standIn() }
  // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  @available(iOS 14.0, macOS 11.0, *)
  public var scenePhase: ScenePhase {
    get { standIn() }
    set {}
  }
}

// https://developer.apple.com/documentation/swiftui/scenephase
@available(iOS 14.0, macOS 11.0, *)
public enum ScenePhase: Hashable {
  // https://developer.apple.com/documentation/swiftui/scenephase/background
  @available(iOS 14.0, macOS 11.0, *)
  case background
  // https://developer.apple.com/documentation/swiftui/scenephase/inactive
  @available(iOS 14.0, macOS 11.0, *)
  case inactive
  // https://developer.apple.com/documentation/swiftui/scenephase/active
  @available(iOS 14.0, macOS 11.0, *)
  case active
}

// https://developer.apple.com/documentation/swiftui/scenestorage
@available(iOS 14.0, macOS 11.0, *)
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-4ewgs
  @available(iOS 14.0, macOS 11.0, *)
  public init(wrappedValue: Value, _ key: String) where Value == String {}
  // https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
  @available(iOS 14.0, macOS 11.0, *)
  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set {}
  }
}

// https://developer.apple.com/documentation/swiftui/focusstate
@available(iOS 15.0, macOS 12.0, *)
@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/focusstate/binding
  @available(iOS 15.0, macOS 12.0, *)
  @frozen @propertyWrapper public struct Binding {
    // Difference 8.
    fileprivate init(standIn: Void) {}
    // https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    @available(iOS 15.0, macOS 12.0, *)
    public var wrappedValue: Value {
      get { standIn() }
      nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
    @available(iOS 15.0, macOS 12.0, *)
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  // https://developer.apple.com/documentation/swiftui/focusstate/init()-4hw7n
  @available(iOS 15.0, macOS 12.0, *)
  public init() where Value == Bool {}
  // https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  @available(iOS 15.0, macOS 12.0, *)
  public var wrappedValue: Value {
    get { standIn() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  @available(iOS 15.0, macOS 12.0, *)
  public var projectedValue: FocusState<Value>.Binding { standIn() }
}

// MARK: - Geometry and layout

// https://developer.apple.com/documentation/swiftui/geometryreader
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct GeometryReader<Content: View>: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
@available(iOS 13.0, macOS 10.15, *)
public struct GeometryProxy {
  // https://developer.apple.com/documentation/swiftui/geometryproxy/size
  @available(iOS 13.0, macOS 10.15, *)
  public var size: CGSize { standIn() }
  // https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
  @available(iOS 13.0, macOS 10.15, *)
  public var safeAreaInsets: EdgeInsets { standIn() }
  // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4d7dw
  @available(iOS 13.0, macOS 10.15, *)
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { standIn() }
}

// https://developer.apple.com/documentation/swiftui/coordinatespace
@available(iOS 13.0, macOS 10.15, *)
public enum CoordinateSpace {
  // https://developer.apple.com/documentation/swiftui/coordinatespace/global
  @available(iOS 13.0, macOS 10.15, *)
  case global
  // https://developer.apple.com/documentation/swiftui/coordinatespace/local
  @available(iOS 13.0, macOS 10.15, *)
  case local
  // https://developer.apple.com/documentation/swiftui/coordinatespace/named(_:)
  @available(iOS 13.0, macOS 10.15, *)
  case named(AnyHashable)
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/edgeinsets/top
  @available(iOS 13.0, macOS 10.15, *)
  public var top: CGFloat
  // https://developer.apple.com/documentation/swiftui/edgeinsets/leading
  @available(iOS 13.0, macOS 10.15, *)
  public var leading: CGFloat
  // https://developer.apple.com/documentation/swiftui/edgeinsets/bottom
  @available(iOS 13.0, macOS 10.15, *)
  public var bottom: CGFloat
  // https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
  @available(iOS 13.0, macOS 10.15, *)
  public var trailing: CGFloat
}

// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Alignment: Equatable {
  // https://developer.apple.com/documentation/swiftui/alignment/center
  @available(iOS 13.0, macOS 10.15, *)
  public static let center = Alignment()
  // https://developer.apple.com/documentation/swiftui/alignment/topleading
  @available(iOS 13.0, macOS 10.15, *)
  public static let topLeading = Alignment()
  // https://developer.apple.com/documentation/swiftui/alignment/top
  @available(iOS 13.0, macOS 10.15, *)
  public static let top = Alignment()
  // https://developer.apple.com/documentation/swiftui/alignment/leading
  @available(iOS 13.0, macOS 10.15, *)
  public static let leading = Alignment()
  // https://developer.apple.com/documentation/swiftui/alignment/bottom
  @available(iOS 13.0, macOS 10.15, *)
  public static let bottom = Alignment()
}

// https://developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, *)
@frozen public enum Edge {
  // https://developer.apple.com/documentation/swiftui/edge/set
  @available(iOS 13.0, macOS 10.15, *)
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/edge/set/all
    @available(iOS 13.0, macOS 10.15, *)
    public static let all = Set(rawValue: 15)
    // https://developer.apple.com/documentation/swiftui/edge/set/bottom
    @available(iOS 13.0, macOS 10.15, *)
    public static let bottom = Set(rawValue: 4)
    // https://developer.apple.com/documentation/swiftui/edge/set/top
    @available(iOS 13.0, macOS 10.15, *)
    public static let top = Set(rawValue: 1)
    // https://developer.apple.com/documentation/swiftui/edge/set/horizontal
    @available(iOS 13.0, macOS 10.15, *)
    public static let horizontal = Set(rawValue: 10)
    // https://developer.apple.com/documentation/swiftui/edge/set/vertical
    @available(iOS 13.0, macOS 10.15, *)
    public static let vertical = Set(rawValue: 5)
  }
}

// https://developer.apple.com/documentation/swiftui/safearearegions
@available(iOS 14.0, macOS 11.0, *)
@frozen public struct SafeAreaRegions: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/swiftui/safearearegions/all
  @available(iOS 14.0, macOS 11.0, *)
  public static let all = SafeAreaRegions(rawValue: 3)
  // https://developer.apple.com/documentation/swiftui/safearearegions/container
  @available(iOS 14.0, macOS 11.0, *)
  public static let container = SafeAreaRegions(rawValue: 1)
  // https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
  @available(iOS 14.0, macOS 11.0, *)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
}

// https://developer.apple.com/documentation/swiftui/zstack
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct ZStack<Content: View>: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct VStack<Content: View>: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
}

// https://developer.apple.com/documentation/swiftui/hstack
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct HStack<Content: View>: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
}

// https://developer.apple.com/documentation/swiftui/lazyvstack
@available(iOS 14.0, macOS 11.0, *)
nonisolated public struct LazyVStack<Content: View>: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
  @available(iOS 14.0, macOS 11.0, *)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {}
}

// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
@available(iOS 14.0, macOS 11.0, *)
@frozen public struct PinnedScrollableViews: OptionSet {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
}

// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, *)
nonisolated public struct ScrollView<Content: View>: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {}
}

// https://developer.apple.com/documentation/swiftui/axis
@available(iOS 13.0, macOS 10.15, *)
@frozen public enum Axis {
  // https://developer.apple.com/documentation/swiftui/axis/set
  @available(iOS 13.0, macOS 10.15, *)
  @frozen public struct Set: OptionSet {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/axis/set/horizontal
    @available(iOS 13.0, macOS 10.15, *)
    public static let horizontal = Set(rawValue: 1)
    // https://developer.apple.com/documentation/swiftui/axis/set/vertical
    @available(iOS 13.0, macOS 10.15, *)
    public static let vertical = Set(rawValue: 2)
  }
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct VerticalAlignment: Equatable {
  // https://developer.apple.com/documentation/swiftui/verticalalignment/center
  @available(iOS 13.0, macOS 10.15, *)
  public static let center = VerticalAlignment()
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct HorizontalAlignment: Equatable {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  @available(iOS 13.0, macOS 10.15, *)
  public static let center = HorizontalAlignment()
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  @available(iOS 13.0, macOS 10.15, *)
  public static let leading = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)-82gnd
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-6mrxq
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// MARK: - Views

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Text: Equatable, View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  @available(iOS 13.0, macOS 10.15, *)
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {}
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  @available(iOS 13.0, macOS 10.15, *)
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
  // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  @available(iOS 13.0, macOS 10.15, *)
  public init(verbatim content: String) {}
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  @available(iOS 13.0, macOS 10.15, *)
  public init(stringLiteral value: String) {}
}

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, *)
nonisolated public struct Button<Label: View>: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @available(iOS 13.0, macOS 10.15, *)
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
  @available(iOS 13.0, macOS 10.15, *)
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @available(iOS 13.0, macOS 10.15, *)
  @_disfavoredOverload @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {}
}

// https://developer.apple.com/documentation/swiftui/textfield
@available(iOS 13.0, macOS 10.15, *)
nonisolated public struct TextField<Label: View>: View {
  public typealias Body = Never
}

extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Font: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/font/subheadline
  @available(iOS 13.0, macOS 10.15, *)
  public static let subheadline = Font()
  // https://developer.apple.com/documentation/swiftui/font/footnote
  @available(iOS 13.0, macOS 10.15, *)
  public static let footnote = Font()
  // https://developer.apple.com/documentation/swiftui/font/caption
  @available(iOS 13.0, macOS 10.15, *)
  public static let caption = Font()
  // https://developer.apple.com/documentation/swiftui/font/headline
  @available(iOS 13.0, macOS 10.15, *)
  public static let headline = Font()
}

// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
@available(iOS 15.0, macOS 12.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  // https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.type.property
  @available(iOS 15.0, macOS 12.0, *)
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

// https://developer.apple.com/documentation/swiftui/plainbuttonstyle
@available(iOS 13.0, macOS 10.15, *)
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  // https://developer.apple.com/documentation/swiftui/plainbuttonstyle/init()
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain
  @available(iOS 13.0, macOS 10.15, *)
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Color: Hashable, View, ShapeStyle {
  public typealias Body = Never
  private init() {}
  // https://developer.apple.com/documentation/swiftui/color/gray
  @available(iOS 13.0, macOS 10.15, *)
  public static let gray = Color()
  // https://developer.apple.com/documentation/swiftui/color/secondary
  @available(iOS 13.0, macOS 10.15, *)
  public static let secondary = Color()
  // https://developer.apple.com/documentation/swiftui/color/blue
  @available(iOS 13.0, macOS 10.15, *)
  public static let blue = Color()
  // https://developer.apple.com/documentation/swiftui/color/green
  @available(iOS 13.0, macOS 10.15, *)
  public static let green = Color()
  // https://developer.apple.com/documentation/swiftui/color/orange
  @available(iOS 13.0, macOS 10.15, *)
  public static let orange = Color()
  // https://developer.apple.com/documentation/swiftui/color/teal
  @available(iOS 15.0, macOS 12.0, *)
  public static let teal = Color()
  // https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
  @available(iOS 13.0, macOS 10.15, *)
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
  {}
  // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
  @available(iOS 13.0, macOS 10.15, *)
  public enum RGBColorSpace: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
    @available(iOS 13.0, macOS 10.15, *)
    case sRGB
  }
  // https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  @available(iOS 13.0, macOS 10.15, *)
  public func opacity(_ opacity: Double) -> Color { self }
}

// https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, *)
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/shape
@available(iOS 13.0, macOS 10.15, *)
nonisolated public protocol Shape: Sendable, View {}

// https://developer.apple.com/documentation/swiftui/fillstyle
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct FillStyle: Equatable {
  // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  @available(iOS 13.0, macOS 10.15, *)
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

extension Shape {
  // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { Opaque() }
}

// https://developer.apple.com/documentation/swiftui/capsule
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Capsule: Shape {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/capsule/init(style:)
  @available(iOS 13.0, macOS 10.15, *)
  public init(style: RoundedCornerStyle = .continuous) {}
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
@available(iOS 13.0, macOS 10.15, *)
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/roundedcornerstyle/circular
  @available(iOS 13.0, macOS 10.15, *)
  case circular
  // https://developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous
  @available(iOS 13.0, macOS 10.15, *)
  case continuous
}

// https://developer.apple.com/documentation/swiftui/rectangle
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Rectangle: Shape {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/rectangle/init()
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public init() {}
}

// MARK: - Frames

// https://developer.apple.com/documentation/swiftui/timelineschedule
@available(iOS 15.0, macOS 12.0, *)
public protocol TimelineSchedule {}

// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
@available(iOS 15.0, macOS 12.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule {
  // https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)
  @available(iOS 15.0, macOS 12.0, *)
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  // https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  @available(iOS 15.0, macOS 12.0, *)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

// https://developer.apple.com/documentation/swiftui/timelineview
@available(iOS 15.0, macOS 12.0, *)
@MainActor @preconcurrency public struct TimelineView<Schedule: TimelineSchedule, Content> {
  // https://developer.apple.com/documentation/swiftui/timelineview/context
  @available(iOS 15.0, macOS 12.0, *)
  public typealias Context = TimelineViewDefaultContext
}

extension TimelineView: View where Content: View {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
  {}
}

// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
@available(iOS 15.0, macOS 12.0, *)
public struct TimelineViewDefaultContext {
  // https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext/date
  @available(iOS 15.0, macOS 12.0, *)
  public let date: Date
}

// MARK: - Gestures

// https://developer.apple.com/documentation/swiftui/gesture
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol Gesture<Value> {
  // https://developer.apple.com/documentation/swiftui/gesture/value
  @available(iOS 13.0, macOS 10.15, *)
  associatedtype Value
}

// https://developer.apple.com/documentation/swiftui/draggesture
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public struct DragGesture: Gesture {
  // https://developer.apple.com/documentation/swiftui/draggesture/value-swift.struct
  @available(iOS 13.0, macOS 10.15, *)
  public struct Value: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/draggesture/value-swift.struct/time
    @available(iOS 13.0, macOS 10.15, *)
    public var time: Date
    // https://developer.apple.com/documentation/swiftui/draggesture/value-swift.struct/location
    @available(iOS 13.0, macOS 10.15, *)
    public var location: CGPoint
    // https://developer.apple.com/documentation/swiftui/draggesture/value-swift.struct/startlocation
    @available(iOS 13.0, macOS 10.15, *)
    public var startLocation: CGPoint
  }
  // https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)-1o5u4
  @available(iOS 13.0, macOS 10.15, *)
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

// https://developer.apple.com/documentation/swiftui/_changedgesture
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public struct _ChangedGesture<Content: Gesture>: Gesture {
  // https://developer.apple.com/documentation/swiftui/_changedgesture/value
  @available(iOS 13.0, macOS 10.15, *)
  public typealias Value = Content.Value
}

// https://developer.apple.com/documentation/swiftui/_endedgesture
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public struct _EndedGesture<Content: Gesture>: Gesture {
  // https://developer.apple.com/documentation/swiftui/_endedgesture/value
  @available(iOS 13.0, macOS 10.15, *)
  public typealias Value = Content.Value
}

// https://developer.apple.com/documentation/swiftui/gesturestategesture
@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  // https://developer.apple.com/documentation/swiftui/gesturestategesture/value
  @available(iOS 13.0, macOS 10.15, *)
  public typealias Value = Base.Value
}

// https://developer.apple.com/documentation/swiftui/transaction
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Transaction {}

extension Gesture where Value: Equatable {
  // https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { standIn() }
}

extension Gesture {
  // https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { standIn() }
  // https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
  @available(iOS 13.0, macOS 10.15, *)
  @MainActor @preconcurrency public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { standIn() }
}

// https://developer.apple.com/documentation/swiftui/gesturemask
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct GestureMask: OptionSet {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/swiftui/gesturemask/all
  @available(iOS 13.0, macOS 10.15, *)
  public static let all = GestureMask(rawValue: 3)
}

// MARK: - Accessibility

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, *)
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @available(iOS 13.0, macOS 10.15, *)
  public func body(content: _ViewModifier_Content<AccessibilityAttachmentModifier>) -> Never { return standIn() }
}

// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
@available(iOS 14.0, macOS 11.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  @available(iOS 14.0, macOS 11.0, *)
  public static let ignore = AccessibilityChildBehavior()
  // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
  @available(iOS 14.0, macOS 11.0, *)
  public static let combine = AccessibilityChildBehavior()
}

// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
@available(iOS 13.0, macOS 10.15, *)
public enum AccessibilityAdjustmentDirection: Hashable {
  // https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/increment
  @available(iOS 13.0, macOS 10.15, *)
  case increment
  // https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/decrement
  @available(iOS 13.0, macOS 10.15, *)
  case decrement
}

// MARK: - Keys

// https://developer.apple.com/documentation/swiftui/keyequivalent
@available(iOS 14.0, macOS 11.0, *)
@frozen public struct KeyEquivalent: Hashable {
  // https://developer.apple.com/documentation/swiftui/keyequivalent/character
  @available(iOS 14.0, macOS 11.0, *)
  public var character: Character
}

// https://developer.apple.com/documentation/swiftui/eventmodifiers
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct EventModifiers: OptionSet {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/swiftui/eventmodifiers/shift
  @available(iOS 13.0, macOS 10.15, *)
  public static let shift = EventModifiers(rawValue: 2)
  // https://developer.apple.com/documentation/swiftui/eventmodifiers/control
  @available(iOS 13.0, macOS 10.15, *)
  public static let control = EventModifiers(rawValue: 4)
  // https://developer.apple.com/documentation/swiftui/eventmodifiers/option
  @available(iOS 13.0, macOS 10.15, *)
  public static let option = EventModifiers(rawValue: 8)
  // https://developer.apple.com/documentation/swiftui/eventmodifiers/command
  @available(iOS 13.0, macOS 10.15, *)
  public static let command = EventModifiers(rawValue: 16)
}

// https://developer.apple.com/documentation/swiftui/keypress
@available(iOS 17.0, macOS 14.0, *)
public struct KeyPress {
  // https://developer.apple.com/documentation/swiftui/keypress/key
  @available(iOS 17.0, macOS 14.0, *)
  public let key: KeyEquivalent
  // https://developer.apple.com/documentation/swiftui/keypress/modifiers
  @available(iOS 17.0, macOS 14.0, *)
  public let modifiers: EventModifiers

  // https://developer.apple.com/documentation/swiftui/keypress/phases
  @available(iOS 17.0, macOS 14.0, *)
  public struct Phases: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/keypress/phases/down
    @available(iOS 17.0, macOS 14.0, *)
    public static let down = Phases(rawValue: 1)
    // https://developer.apple.com/documentation/swiftui/keypress/phases/repeat
    @available(iOS 17.0, macOS 14.0, *)
    public static let `repeat` = Phases(rawValue: 2)
  }

  // https://developer.apple.com/documentation/swiftui/keypress/result
  @available(iOS 17.0, macOS 14.0, *)
  public enum Result: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/keypress/result/handled
    @available(iOS 17.0, macOS 14.0, *)
    case handled
    // https://developer.apple.com/documentation/swiftui/keypress/result/ignored
    @available(iOS 17.0, macOS 14.0, *)
    case ignored
  }
}

// MARK: - Modifiers

extension View {
  // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { standIn() }

  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func clipped(antialiased: Bool = false) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/position(x:y:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func padding(_ length: CGFloat) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func disabled(_ disabled: Bool) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  @available(iOS 14.0, macOS 11.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    standIn()
  }

  // https://developer.apple.com/documentation/swiftui/view/focused(_:)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    Opaque()
  }

  // https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/font(_:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func font(_ font: Font?) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  @available(iOS 14.0, macOS 11.0, *)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    Opaque()
  }

  // https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    Opaque()
  }

  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
  @available(iOS 14.0, macOS 11.0, *)
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    Opaque()
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  @available(iOS 14.0, macOS 11.0, *)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    Opaque()
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
  @available(iOS 14.0, macOS 11.0, *)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    standIn()
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-2ynh6
  @available(iOS 14.0, macOS 11.0, *)
  nonisolated public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { standIn() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { standIn() }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityactions(_:)
  @available(iOS 16.0, macOS 13.0, *)
  nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    Opaque()
  }

  // https://developer.apple.com/documentation/swiftui/view/focusable(_:)
  @available(iOS 17.0, macOS 12.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { Opaque() }

  // https://developer.apple.com/documentation/swiftui/view/onkeypress(phases:action:)
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { Opaque() }
}

#if canImport(UIKit)
  // MARK: - UIKit in SwiftUI, SwiftUI in UIKit

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
  @available(iOS 13.0, *)
  @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    @available(iOS 13.0, *)
    associatedtype UIViewControllerType: UIViewController
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
    @available(iOS 13.0, *)
    associatedtype Coordinator = Void
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    @available(iOS 13.0, *)
    typealias Context = UIViewControllerRepresentableContext<Self>
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @available(iOS 13.0, *)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @available(iOS 13.0, *)
    @MainActor @preconcurrency func updateUIViewController(
      _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    @available(iOS 13.0, *)
    @MainActor @preconcurrency static func dismantleUIViewController(
      _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
    @available(iOS 13.0, *)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  }

  extension UIViewControllerRepresentable {
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    @available(iOS 13.0, *)
    public static func dismantleUIViewController(
      _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}
  }

  extension UIViewControllerRepresentable where Coordinator == Void {
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
    @available(iOS 13.0, *)
    public func makeCoordinator() -> Coordinator { () }
  }

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
  @available(iOS 13.0, *)
  @MainActor @preconcurrency
  public struct UIViewControllerRepresentableContext<
    Representable: UIViewControllerRepresentable
  > {
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
    @available(iOS 13.0, *)
    public let coordinator: Representable.Coordinator
  }

  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable
  @available(iOS 13.0, *)
  @MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    @available(iOS 13.0, *)
    associatedtype UIViewType: UIView
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    @available(iOS 13.0, *)
    associatedtype Coordinator = Void
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    @available(iOS 13.0, *)
    typealias Context = UIViewRepresentableContext<Self>
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    @available(iOS 13.0, *)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    @available(iOS 13.0, *)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    @available(iOS 13.0, *)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  }

  extension UIViewRepresentable where Coordinator == Void {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    @available(iOS 13.0, *)
    public func makeCoordinator() -> Coordinator { () }
  }

  // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
  @available(iOS 13.0, *)
  @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    @available(iOS 13.0, *)
    public let coordinator: Representable.Coordinator
  }

  // https://developer.apple.com/documentation/swiftui/uihostingcontroller
  @available(iOS 13.0, *)
  @MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    @available(iOS 13.0, *)
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
    @available(iOS 13.0, *)
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    @available(iOS 13.0, *)
    public var rootView: Content {
      get { standIn() }
      set {}
    }
  }
#endif

// Provenance. Pages read in the docs corpus (developer.apple.com: declaration, isolation, availability), while
// writing the file and in a second pass over what the check leans on:
// - TimelineSchedule, TimelineSchedule.animation(minimumInterval:paused:), AnimationTimelineSchedule and its
//   init(minimumInterval:paused:), TimelineView, TimelineView.init(_:content:), TimelineViewDefaultContext
//   (difference 5), TimelineView.Context.date;
// - DragGesture, DragGesture.minimumDistance, the iOS 17 init(minimumDistance:coordinateSpace:) (left out:
//   difference 3), Gesture.onChanged(_:), onEnded(_:) ("only performed if the gesture ends successfully": the
//   adapter's @GestureState is what tells it a cancelled drag), updating(_:body:), GestureState, GestureStateGesture;
// - View.onChange(of:perform:) (iOS 14.0–17.0, macOS 11.0–14.0: deprecated, not removed, and the floors are below
//   the deprecation), onChange(of:initial:_:) (not used), accessibilityActions(_:) (difference 4),
//   accessibilityAdjustableAction(_:), AccessibilityAdjustmentDirection and its two cases (no `@frozen` on the
//   page: a switch over it has `@unknown default`), accessibilityAction(named:_:) (three overloads, not used),
//   onKeyPress(phases:action:), KeyPress, key, Phases, down, Result, handled, ignored;
// - task(name:priority:file:line:_:), the current SDK's form (`sending @escaping @isolated(any)` action). Not
//   transcribed (difference 7): `task(priority:_:)` and `task(id:priority:_:)` keep the iOS 15–18 SDKs'
//   `@_inheritActorContext @escaping @Sendable` action;
// - GeometryProxy, GeometryProxy.frame(in:) over `CoordinateSpace` (-4d7dw) and over `CoordinateSpaceProtocol`
//   (iOS 17: left out), safeAreaInsets;
// - ScenePhase, its three cases, EnvironmentValues.scenePhase; SceneStorage (its String initializer's page was not
//   found: the one read is the Int raw-value overload);
// - UIViewControllerRepresentable's makeUIViewController(context:) and updateUIViewController(_:context:),
//   UIViewControllerRepresentableContext, UIViewRepresentable.makeUIView(context:), UIHostingController,
//   init(rootView:), rootView.
// Pages read in the third pass (issue 50), by group:
// - View, View.Body, View.body (-8kl5o); ViewBuilder, buildBlock(), buildBlock(_:), the variadic buildBlock(_:)
//   (-2bj1g), buildIf(_:), buildEither(first:) (difference 1); TupleView, AnyView, EmptyView; ViewModifier,
//   ViewModifier.Content, body(content:); ModifiedContent, init(content:modifier:).
// - State, init(wrappedValue:), init(initialValue:), wrappedValue, projectedValue; Binding, init(get:set:) (-7ufcp),
//   projectedValue, constant(_:); DynamicProperty (its conforming types: Binding, FocusState, GestureState);
//   GestureState, init(wrappedValue:), wrappedValue, projectedValue; Environment, init(_:), wrappedValue;
//   EnvironmentValues.accessibilityReduceMotion; SceneStorage; FocusState, Binding, their wrappedValue and
//   projectedValue.
// - GeometryReader, init(content:), GeometryProxy, size; CoordinateSpace, global, local; EdgeInsets, leading,
//   trailing; Alignment, center, topLeading; HorizontalAlignment.leading; Edge, Edge.Set, all; SafeAreaRegions, all,
//   container, keyboard; VStack and HStack, ZStack.init(alignment:content:), VStack.init(alignment:spacing:content:),
//   LazyVStack and its initializer, ScrollView and its initializer; ForEach.
// - Text, init(_:tableName:bundle:comment:), init(_:) (-9d1g4), init(verbatim:); Button, its three initializers;
//   TextField, init(_:text:); Font, headline; ShapeStyle, HierarchicalShapeStyle, ShapeStyle.secondary;
//   PrimitiveButtonStyle, plain, PlainButtonStyle, buttonStyle(_:) (-66fbx); Color.init(_:red:green:blue:opacity:);
//   Shape, FillStyle, init(eoFill:antialiased:), Capsule, init(style:), RoundedCornerStyle, continuous.
// - Gesture; padding(_:_:), padding(_:) (-68shk), frame(width:height:alignment:), clipped(antialiased:),
//   ignoresSafeArea(_:edges:); AccessibilityAttachmentModifier; UIViewRepresentable, makeUIView(context:), Context;
//   UIHostingController.init(coder:).
// What the third pass corrected: Binding.init(get:set:) takes `@Sendable @isolated(any)` closures and is
// `@preconcurrency` (its address opened the overload with a Transaction); Binding is a DynamicProperty and Sendable
// when its value is; `Shape` is a `nonisolated` protocol refining `Sendable`, and `ShapeStyle` refines `Sendable`;
// TupleView, AnyView, EmptyView, GeometryReader, the stacks, ScrollView, ForEach, Button, TextField,
// PlainButtonStyle and AccessibilityAttachmentModifier are not main-actor types (`nonisolated`, ForEach without an
// attribute), and their initializers used here are `nonisolated` (Button's `@preconcurrency nonisolated`);
// ModifiedContent.init(content:modifier:) is `nonisolated`; `@frozen` as the pages have it (added to TupleView,
// AnyView, EmptyView, GeometryReader, the three stacks and SceneStorage; not on LazyVStack, ScrollView,
// RoundedCornerStyle or AccessibilityAttachmentModifier); FocusState.Binding is a `@propertyWrapper`; Gesture has
// its primary associated type `Value`; EdgeInsets, Edge.Set and RoundedCornerStyle are Sendable; the addresses of
// View.body, the variadic buildBlock(_:), Environment.init(_:) (-8slkf is linked elsewhere for the Observable-object
// form), TextField.init(_:text:) (the overload group's page is the LocalizedStringKey form), ShapeStyle.secondary
// and buttonStyle(_:).
// Not found in the corpus (declaration as before): the View form of buildLimitedAvailability(_:) (its address opens
// the Commands overload) and buildExpression(_:); _ConditionalContent; _ViewModifier_Content; EmptyView.init();
// Binding.wrappedValue; FocusState.init(); ForEach's two View initializers (-82gnd, -6mrxq; `nonisolated` as
// List's ForEach-making initializers are); accessibilityLabel(_:) over Text (-1d7jv), accessibilityValue(_:)
// (-2ynh6); _ChangedGesture, _EndedGesture. The iOS 13 `Shape.fill(_:style:)` returning `some View` has no page
// here: its address opens the iOS 17 overload (-3y2ud, `-> _ShapeView<Self, S>`, `content` defaulting to
// `.foreground`), which the iOS 16 floor cannot use.
// Not re-read (declaration and version from ../shared/reference/apple-anchors.md §2.3 or from memory; each address
// is the one Apple's scheme gives): ViewModifier.Body, ViewBuilder.buildEither(second:); EnvironmentValues;
// ZStack (the type) and HStack.init(alignment:spacing:content:), given VStack's form; EdgeInsets.top and bottom, Alignment's top, leading and
// bottom, Edge.Set's other members; PinnedScrollableViews, Axis and Axis.Set, VerticalAlignment,
// HorizontalAlignment (the types and center); LocalizedStringKey; Font's other styles; Color (the type, its
// constants, RGBColorSpace, opacity(_:)); Rectangle; DragGesture.Value and its members, _ChangedGesture.Value,
// _EndedGesture.Value, Transaction, GestureMask; AccessibilityChildBehavior; KeyEquivalent, EventModifiers,
// KeyPress.modifiers; the modifiers modifier(_:), the frame with limits, offset(x:y:), position(x:y:), disabled(_:),
// accessibilityHidden(_:), focused(_:), font(_:), foregroundStyle(_:), contentShape(_:eoFill:),
// background(alignment:content:), gesture(_:including:), onAppear(perform:), onDisappear(perform:),
// accessibilityElement(children:), focusable(_:); the representables' associated types, coordinators, contexts
// and UIViewRepresentable.updateUIView(_:context:).
// Pages read for issue 50 (the sheet's controller in the environment): EnvironmentKey (iOS 13.0, macOS 10.15), its Value
// and defaultValue (`static var defaultValue: Self.Value { get }`); EnvironmentValues.subscript(_:) (`subscript<K>(key:
// K.Type) -> K.Value where K : EnvironmentKey { get set }`); View.environment(_:_:) (`nonisolated func environment<V>(_
// keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`), all iOS 13.0, macOS 10.15.
