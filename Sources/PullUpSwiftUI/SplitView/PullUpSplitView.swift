#if canImport(SwiftUI)  // Elsewhere the module is empty: Linux type-checks it against .ci/swiftui-stand-in.
  import Foundation
  import PullUp
  import PullUpSwiftUITranslation
  import PullUpUIKitTranslation
  import SwiftUI

  /// A split view: a top view above a bottom view, with a divider between them that drags the split (SwiftUI's
  /// `SplitView` seed), driven by a `PullUpController` with PullUp's behaviour: the divider's velocity, springs,
  /// the configuration's range (20–80 % under `PullUpConfiguration.splitView(middle:range:)`) and restoration.
  ///
  /// The view is an adapter, pure SwiftUI, on every platform with SwiftUI:
  /// - the container's size and safe area (its `GeometryReader`) reach the controller in the update that lays
  ///   the split out, so a rotation or a resize never draws a frame at the old size;
  /// - the divider's `DragGesture` becomes raw pointer events for a `PullUpInterpreter`, with the gesture's own
  ///   times, and the inputs the interpreter gives are applied at once;
  /// - settle frames come from a `TimelineView` that runs only while the divider settles and the scene is
  ///   active;
  /// - the divider is an accessibility element: its value ("Detent 2 of 3"), adjustable, and one named action
  ///   per action the split allows; Reduce Motion is followed while the view lives; with a hardware keyboard,
  ///   on iOS 17 and macOS 14 and later, the focused divider answers to the arrows, Page Up and Down, Home, End
  ///   and Escape, as a sheet's handle does.
  ///
  /// ```swift
  /// PullUpSplitView(configuration: .splitView(middle: 0.3, range: 0.1...0.6), { Color.blue }, { Color.orange })
  /// ```
  ///
  /// - Important: Nothing here has run on a device: the module is type-checked on Linux against a stand-in of
  ///   SwiftUI's declarations (ARCHITECTURE.md says what is and is not verified).
  public struct PullUpSplitView<Top: View, Bottom: View, Divider: View>: View {
    private let top: Top
    private let bottom: Bottom
    private let divider: Divider
    /// Where the driver comes from: the app's controller, or a configuration to make one with.
    private let source: SplitDriver.Source
    /// Holds the driver across updates, made at the first body pass (not at each `init`, which SwiftUI runs
    /// at every update of the parent).
    @State private var box = SplitDriverBox()
    /// Bumped after every input the view gives, so that SwiftUI draws the snapshot it made.
    @State private var revision = 0
    @GestureState private var isPressing = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scenePhase) private var scenePhase
    /// The split's restoration state, for a controller the view made itself (JSON; empty until saved).
    @SceneStorage("PullUpSplitView.restoration") private var savedRestoration = ""

    /// A split view over the app's controller, with a divider of the app's.
    ///
    /// - Parameters:
    ///   - controller: The split's controller, made with a split view's configuration
    ///     (`PullUpConfiguration.splitView(middle:range:)`) and `executor: .mainActor` (the view calls it
    ///     synchronously); with `frameSource: .external`, the view's frames drive its settles.
    ///   - top: The upper part.
    ///   - bottom: The lower part.
    ///   - divider: What the divider looks like; the view makes it draggable and accessible.
    public init(
      controller: PullUpController, @ViewBuilder top: () -> Top, @ViewBuilder bottom: () -> Bottom,
      @ViewBuilder divider: () -> Divider
    ) {
      self.top = top()
      self.bottom = bottom()
      self.divider = divider()
      source = .controller(controller)
    }

    private var driver: SplitDriver { box.driver(for: source) }

    public var body: some View {
      let snapshot = driver.snapshot
      let kind = ScenePhaseKind(scenePhase)
      let _ = revision  // The snapshot's drawing depends on it.
      GeometryReader { proxy in
        TimelineView(
          .animation(minimumInterval: nil, paused: SettleSchedule.paused(phase: snapshot.phase, scenePhase: kind))
        ) { context in
          split(in: proxy, frameDate: context.date)
        }
      }
      .onAppear(perform: appeared)
      .onDisappear {
        driver.dragCancelled()
        revision &+= 1
      }
      .onChange(of: reduceMotion) { reduces in
        driver.reducesMotion(reduces)
        revision &+= 1
      }
      .onChange(of: kind) { phase in
        if driver.sceneEntered(phase), driver.ownsController { save() }
        revision &+= 1
      }
      .onChange(of: isPressing) { pressing in
        // A gesture that ends without `onEnded` (the system took the touch) resets its state only.
        if !pressing {
          driver.dragCancelled()
          revision &+= 1
        }
      }
    }

    /// The split laid out at a frame's date: the container first, then the frame, then the snapshot's layout.
    private func split(in proxy: GeometryProxy, frameDate: Date) -> some View {
      let layout = layOut(in: proxy, frameDate: frameDate)
      return ZStack(alignment: .topLeading) {
        top
          .frame(width: CGFloat(layout.contentFrame.width), height: CGFloat(layout.contentFrame.height))
          .clipped()
          .offset(x: CGFloat(layout.contentFrame.x), y: CGFloat(layout.contentFrame.y))
        bottom
          .frame(width: CGFloat(layout.sheetFrame.width), height: CGFloat(layout.sheetFrame.height))
          .clipped()
          .offset(x: CGFloat(layout.sheetFrame.x), y: CGFloat(layout.sheetFrame.y))
        DividerControl(
          divider: divider, accessibility: driver.accessibility(label: DividerAccessibility.defaultLabel),
          perform: perform
        )
        .frame(width: CGFloat(layout.sheetFrame.width))
        .position(x: CGFloat(layout.sheetFrame.x + layout.sheetFrame.width / 2), y: CGFloat(layout.sheetFrame.y))
        .gesture(dividerDrag)
      }
      .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
      .onChange(of: driver.snapshot.phase) { _ in
        // A settle that ends in a frame: the parent's schedule pauses.
        revision &+= 1
      }
    }

    /// Gives the container and advances a settle, in the update that draws the result.
    private func layOut(in proxy: GeometryProxy, frameDate: Date) -> PullUpLayout {
      let frame = proxy.frame(in: .global)
      driver.containerOrigin = (Double(frame.minX), Double(frame.minY))
      let insets = proxy.safeAreaInsets
      driver.giveContainer(
        width: Double(proxy.size.width), height: Double(proxy.size.height),
        safeArea: PullUpInsets(
          top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom),
          right: Double(insets.trailing)))
      driver.advance(to: frameDate)
      return driver.snapshot.layout
    }

    /// The divider's drag, in the global coordinate space (the divider moves under the finger).
    private var dividerDrag: some Gesture {
      DragGesture(minimumDistance: 0, coordinateSpace: .global)
        .updating($isPressing) { _, pressing, _ in pressing = true }
        .onChanged { value in
          driver.dragChanged(
            location: (Double(value.location.x), Double(value.location.y)),
            startLocation: (Double(value.startLocation.x), Double(value.startLocation.y)), time: value.time)
          revision &+= 1
        }
        .onEnded { value in
          driver.dragEnded(
            location: (Double(value.location.x), Double(value.location.y)),
            startLocation: (Double(value.startLocation.x), Double(value.startLocation.y)), time: value.time)
          revision &+= 1
        }
    }

    /// Performs an accessibility action or a key on the divider.
    private func perform(_ request: DividerRequest) -> Bool {
      let taken = driver.perform(request)
      revision &+= 1
      return taken
    }

    private func appeared() {
      if driver.ownsController, let state = RestorationText.decode(savedRestoration) {
        driver.apply(.restore(state, animated: false))
      }
      driver.reducesMotion(reduceMotion)
      _ = driver.sceneEntered(ScenePhaseKind(scenePhase))
      revision &+= 1
    }

    private func save() {
      savedRestoration = RestorationText.encode(driver.restorationState)
    }
  }

  extension PullUpSplitView where Divider == PullUpDivider {
    /// A split view with a controller of its own and the default divider (SwiftUI's `SplitView({ top },
    /// { bottom })`). The view keeps the controller across updates, and saves and restores the split with the
    /// scene (`SceneStorage`).
    ///
    /// - Parameters:
    ///   - configuration: A split view's with the divider in the middle unless set. One that does not validate
    ///     is replaced by `.splitView()`, and the refusal is written to standard error.
    ///   - top: The upper part.
    ///   - bottom: The lower part.
    public init(
      configuration: PullUpConfiguration = .splitView(), @ViewBuilder _ top: () -> Top,
      @ViewBuilder _ bottom: () -> Bottom
    ) {
      self.top = top()
      self.bottom = bottom()
      divider = PullUpDivider()
      source = .configuration(configuration)
    }

    /// A split view with a controller of its own and the default divider, its parts labelled as in the other
    /// initializers, so that trailing closures read `PullUpSplitView { top } bottom: { bottom }`. The same
    /// split view as ``init(configuration:_:_:)``, whose unlabelled parts are SwiftUI `SplitView`'s.
    ///
    /// - Parameters:
    ///   - configuration: A split view's with the divider in the middle unless set. One that does not validate
    ///     is replaced by `.splitView()`, and the refusal is written to standard error.
    ///   - top: The upper part.
    ///   - bottom: The lower part.
    public init(
      configuration: PullUpConfiguration = .splitView(), @ViewBuilder top: () -> Top,
      @ViewBuilder bottom: () -> Bottom
    ) {
      self.init(configuration: configuration, top, bottom)
    }

    /// A split view over the app's controller with the default divider.
    ///
    /// - Parameters:
    ///   - controller: The split's controller (see ``PullUpSplitView/init(controller:top:bottom:divider:)``).
    ///   - top: The upper part.
    ///   - bottom: The lower part.
    public init(controller: PullUpController, @ViewBuilder top: () -> Top, @ViewBuilder bottom: () -> Bottom) {
      self.init(controller: controller, top: top, bottom: bottom, divider: { PullUpDivider() })
    }
  }
#endif
