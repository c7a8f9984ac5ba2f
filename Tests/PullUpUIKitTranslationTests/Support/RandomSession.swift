import PullUpCore
import PullUpFrontEnd
import PullUpScenario
import PullUpTesting

/// A random session of presses on a default sheet on a phone, from a seed: presses on random regions that
/// move along and across the sheet and end with a release or a cancel, with code moving or locking the
/// sheet now and then (mid-drag too), and the content scrolled between presses.
enum RandomSession {
  /// The presses in a session.
  static let presses = 12

  static func scenario(seed: UInt64) -> PullUpScenario {
    var random = PullUpSeededGenerator(seed: seed)
    var configuration = PullUpScenario.Configuration(preset: .default)
    configuration.scrollPolicy = [PullUpScrollPolicy.whenExpanded, .always, .never].randomElement(using: &random)
    let regions: [PullUpRegion] = [
      .scrollableContent, .scrollableContent, .scrollableContent, .body, .handle, .child, .dimming, .outside,
    ]
    let devices: [PullUpPointerDevice] = [.touch, .touch, .mouse, .pen]
    var events: [PullUpScenario.Event] = []
    var time = 0.1
    func advance() { time += Double.random(in: 0.005...0.08, using: &random) }
    for _ in 0..<presses {
      events.append(
        PullUpScenario.Event(
          at: time, .scrollOffsetChanged(Double.random(in: 0...300, using: &random).rounded(), maximum: 600)))
      advance()
      if Int.random(in: 0..<6, using: &random) == 0 {
        events.append(PullUpScenario.Event(at: time, .moveToDetent(Int.random(in: 0...2, using: &random))))
        advance()
      }
      let region = regions.randomElement(using: &random)!
      let device = devices.randomElement(using: &random)!
      var (x, y) = (Double.random(in: 20...370, using: &random), Double.random(in: 60...830, using: &random))
      func pointer(_ phase: PullUpPointerPhase) -> PullUpScenario.Event {
        PullUpScenario.Event(
          .pointer(phase, x: x.rounded(), y: y.rounded(), time: time, device: device, region: region))
      }
      events.append(pointer(.down))
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        advance()
        y += Double.random(in: -90...90, using: &random)
        x += Double.random(in: -25...25, using: &random)
        events.append(pointer(.move))
        if Int.random(in: 0..<25, using: &random) == 0 {
          // Code takes the drag away.
          events.append(PullUpScenario.Event(at: time, .setLocked(true)))
          events.append(PullUpScenario.Event(at: time, .setLocked(false)))
        }
      }
      advance()
      events.append(pointer(Int.random(in: 0..<5, using: &random) == 0 ? .cancel : .up))
      time += Double.random(in: 0.05...1.5, using: &random)
    }
    return PullUpScenario(
      title: "random session \(seed)", container: phone, configuration: configuration, until: time, events: events)
  }
}
