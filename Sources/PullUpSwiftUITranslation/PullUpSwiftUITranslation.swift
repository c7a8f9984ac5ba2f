// What the SwiftUI adapter (PullUpSwiftUI) decides, as plain values that Linux tests run: a folder per concern.
//
// - Drag: a `DragGesture`'s values on the divider to the interpreter's raw pointer events (`DividerDrag`), with
//   the gesture's own times on the controller's clock (`DateTimeBase`).
// - Geometry: the container's size and safe area from a geometry proxy, sent once per change
//   (`ContainerGeometry`, `ContainerTracker`).
// - Frames: when the settle frames run (`SettleSchedule`) and what a scene phase decides (`ScenePhaseKind`).
// - Accessibility: the divider as an adjustable element (`DividerAccessibility`, `AdjustDirection`), reduced
//   motion followed live (`ReducedMotionSync`).
// - Bindings: the state and detent bindings, both ways, without echoes (`BindingSync`).
// - ScrollTracking: the search for the scroll view the sheet tracks (`ScrollViewSearch`).
// - Keys: `onKeyPress`'s key equivalents to the sheet's keys (`KeyEquivalents`).
//
// Platform-neutral and without `#if`: PullUpSwiftUI's glue, the only module that imports SwiftUI, calls it.
// It reuses PullUpUIKitTranslation's decisions (the accessibility element, key targets and modifiers, the
// display link's schedule) rather than restating them. `package` access only: no public API of its own.
