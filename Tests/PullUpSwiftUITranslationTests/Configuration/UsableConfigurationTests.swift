import PullUpCore
import PullUpSwiftUITranslation
import Testing

/// `UsableConfiguration`: a configuration a view cannot throw about is used when it validates, and replaced
/// by the view's preset, with the refusal reported, when it does not.
@Suite struct UsableConfigurationTests {
  @Test("A configuration that validates is used as given, and nothing is reported")
  func validates() {
    let requested = PullUpConfiguration.splitView(middle: 0.3, range: 0.1...0.6)
    let usable = UsableConfiguration(requested, otherwise: .splitView())
    #expect(usable.configuration == requested)
    #expect(usable.refusal == nil)
    #expect(usable.report(view: "PullUpSplitView") == nil)
  }

  /// Configurations the controller refuses.
  static let refusedConfigurations: [PullUpConfiguration] = {
    var emptyDetents = PullUpConfiguration.default
    emptyDetents.shape.detents = []
    var nanVelocity = PullUpConfiguration.splitView()
    nanVelocity.movement.velocityWindow = .nan
    var negativeMargin = PullUpConfiguration.ishPullUp
    negativeMargin.shape.topMargin = -1
    return [emptyDetents, nanVelocity, negativeMargin]
  }()

  @Test(
    "A configuration that does not validate is replaced by the preset, and the refusal is reported",
    arguments: refusedConfigurations)
  func refused(_ requested: PullUpConfiguration) throws {
    #expect(throws: PullUpError.self) { try requested.validate() }
    let usable = UsableConfiguration(requested, otherwise: .ishPullUp)
    #expect(usable.configuration == .ishPullUp)
    let refusal = try #require(usable.refusal)
    let report = try #require(usable.report(view: "PullUpSheet"))
    #expect(report.hasPrefix("PullUpSheet: the configuration does not validate ("))
    #expect(report.contains("\(refusal)"))
  }

  @Test("The views' presets validate, so the fallback always makes a controller")
  func presetsValidate() throws {
    try PullUpConfiguration.splitView().validate()
    try PullUpConfiguration.ishPullUp.validate()
  }
}
