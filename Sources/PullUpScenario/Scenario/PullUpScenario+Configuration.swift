import PullUpCore
import PullUpFrontEnd
import PullUpPresets

extension PullUpScenario {
  /// A sheet's configuration as a scenario describes it: a preset, and overrides named as the seeds name
  /// them.
  ///
  /// Each override belongs to the preset of the seed that defines it: `minimumHeight` belongs to
  /// ``Preset/ishPullUp``, `snappingDistance` to ``Preset/splitSheet``, and so on, and some keys apply to
  /// every preset. Each property says which presets it belongs to, and an override set for another preset is
  /// an error naming its JSON path. ``makeConfiguration(plugIns:)`` maps the whole onto a `PullUpConfiguration`; the
  /// "Scenarios" article has the table of keys.
  ///
  /// This is what a scenario file can hold, so that ``PullUpScenario/json()`` writes every scenario, and a
  /// recording replays, exactly. Your own `PullUpSnapping` and `PullUpMotion` are named (``snapPolicy``,
  /// ``motion``) and registered with ``PullUpScenario/PlugIns``. To replay with any other configuration, give
  /// a `PullUpConfiguration` to ``PullUpScenario/replay(configuration:plugIns:)`` or
  /// ``PullUpScenario/makeController(clock:configuration:plugIns:)``, for example this one's
  /// ``makeConfiguration(plugIns:)`` with a change.
  public struct Configuration: Sendable, Hashable {
    /// The presets a scenario can start from.
    public enum Preset: String, Sendable, Hashable, CaseIterable {
      /// `PullUpConfiguration.default`.
      case `default`
      /// `PullUpConfiguration.ishPullUp`.
      case ishPullUp
      /// `PullUpConfiguration.splitSheet`.
      case splitSheet
      /// `PullUpConfiguration.splitView(middle:range:)`.
      case splitView
      /// `PullUpConfiguration.floatingPanel`.
      case floatingPanel
      /// `PullUpConfiguration.materialBottomSheet(…)`.
      case materialBottomSheet
    }

    /// The preset the overrides apply to.
    public var preset: Preset

    /// The detents, replacing the preset's (every preset).
    public var detents: [PullUpDetent]?
    /// The spring, replacing the preset's (every preset).
    public var spring: PullUpSpringParameters?
    /// Space kept free below the top safe area, in points (every preset; ISHPullUp's `topMargin`).
    public var topMargin: Double?
    /// How a drag on the sheet's scrollable content is shared between the sheet and the content (every
    /// preset; default `whenExpanded`).
    public var scrollPolicy: PullUpScrollPolicy?
    /// What the sheet does when the software keyboard appears (every preset; default `liftAboveKeyboard`).
    public var keyboardPolicy: PullUpKeyboardPolicy?
    /// Whether settles use the short, critically damped reduced-motion transition from the start (every
    /// preset; default `false`). A `setReducesMotion` event changes it during the session.
    public var reducesMotion: Bool?
    /// How the sheet resists being pulled past its ends (every preset): `{"top": curve, "bottom": curve}`,
    /// either end left out keeping the preset's.
    public var rubberBand: PullUpRubberBand?
    /// Whether a drag can hide the sheet (every preset; SplitSheet's is on, the others' off).
    public var hidesByDragging: Bool?
    /// How far below the container's bottom edge a hidden sheet's top sits, in points (every preset).
    public var hiddenMargin: Double?
    /// The name of a snap policy of your own, registered with ``PullUpScenario/PlugIns`` (every preset). It
    /// replaces the policy the preset and the other keys make.
    public var snapPolicy: String?
    /// The name of a motion of your own, registered with ``PullUpScenario/PlugIns`` (every preset). It
    /// replaces the spring.
    public var motion: String?
    /// The settings of the `PullUpInterpreter` that reads the scenario's raw events (every preset): drag
    /// thresholds per device, what a tap on the handle does, the wheel's step and the velocity's window,
    /// each left out keeping its default (the velocity window: the configuration's).
    public var interpreter: PullUpInterpreter.Settings?

    /// The momentum projection of the default snapping (``Preset/default`` only).
    public var projection: PullUpProjectedSnapping?
    /// `shift` or `resize` (``Preset/default`` and ``Preset/ishPullUp``; ISHPullUp's `layoutMode`).
    public var layoutMode: PullUpLayoutMode?

    /// ISHPullUp's `minimumHeight`, in points above the bottom safe area (``Preset/ishPullUp`` only).
    public var minimumHeight: Double?
    /// ISHPullUp's `maximumHeight`, in points above the container's bottom edge (``Preset/ishPullUp`` only).
    public var maximumHeight: Double?
    /// ISHPullUp's `snapToEnds` (``Preset/ishPullUp`` only).
    public var snapToEnds: Bool?
    /// ISHPullUp's `snapThreshold`, strictly between 0 and 1 (``Preset/ishPullUp`` only).
    public var snapThreshold: Double?
    /// ISHPullUp's `dimmingThreshold`, from 0 to 1 (``Preset/ishPullUp`` only).
    public var dimmingThreshold: Double?

    /// SplitSheet's `minimumSheetHeight`: the shown detent, in points (``Preset/splitSheet`` only).
    public var minimumSheetHeight: Double?
    /// SplitSheet's self-sized sheet height: the content height, in points, which the expanded detent fits
    /// (``Preset/splitSheet`` only).
    public var sheetHeight: Double?
    /// SplitSheet's `snappingDistance`, in points (``Preset/splitSheet`` only).
    public var snappingDistance: Double?
    /// SplitSheet's `displaceContent` (``Preset/splitSheet`` only).
    public var displaceContent: Bool?
    /// SplitSheet's `swipeUpToShowAllowed` (``Preset/splitSheet`` only).
    public var swipeUpToShowAllowed: Bool?

    /// SplitView's `middle`: the bottom part's initial fraction of the height (``Preset/splitView`` only).
    public var middle: Double?
    /// SplitView's `range`: the bottom part's allowed fractions of the height (``Preset/splitView`` only).
    public var range: ClosedRange<Double>?

    /// FloatingPanel's `isRemovalInteractionEnabled`: a fast release towards the hidden position hides the
    /// sheet; on, it also lets a drag hide it (``Preset/floatingPanel`` only).
    public var removalInteraction: Bool?

    /// Material's `fitToContents`: expanded is the sheet's own height and there is no half-expanded state
    /// (``Preset/materialBottomSheet`` only).
    public var fitToContents: Bool?
    /// Material's `peekHeight`: `"auto"` or points above the bottom safe area (``Preset/materialBottomSheet``
    /// only). Its type is `PullUpPresets`' (`import PullUpPresets` to name it).
    public var peekHeight: PullUpMaterialSnapping.PeekHeight?
    /// Material's `halfExpandedRatio`, in `0<..<1` (``Preset/materialBottomSheet`` only).
    public var halfExpandedRatio: Double?
    /// Material's `hideable`: a drag can hide the sheet (``Preset/materialBottomSheet`` only); with
    /// ``hidesByDragging`` set, it must say the same.
    public var hideable: Bool?
    /// Material's `skipCollapsed`: a hideable sheet released downwards hides or expands, never collapses
    /// (``Preset/materialBottomSheet`` only).
    public var skipCollapsed: Bool?
    /// Material's `significantVelocityThreshold`, in points per second (``Preset/materialBottomSheet`` only).
    public var significantVelocityThreshold: Double?

    /// Creates a configuration from a preset, without overrides; set the overrides you need.
    ///
    /// - Parameter preset: The preset the overrides apply to.
    public init(preset: Preset = .default) {
      self.preset = preset
    }

    /// The content height the configuration starts with: `sheetHeight`, if given.
    package var contentHeight: Double? { setup().contentHeight }
  }
}
