extension PullUpScenario {
  /// The frame rate of a scenario that does not name one: 60. Deprecated: leave `frameRate` out for it.
  @available(*, deprecated, message: "leave frameRate out for the default, 60 frames per second")
  public static var defaultFrameRate: Double { ScenarioLimits.frameRate }
  /// The latest time a scenario may reach, in seconds: 3600. Deprecated: the Scenarios article's table of
  /// limits states it, and the reader and the recorder keep to it.
  @available(*, deprecated, message: "the Scenarios article's table of limits states it: 3600 seconds")
  public static var maximumDuration: Double { ScenarioLimits.duration }
  /// The most events a scenario may hold: 100,000. Deprecated: the Scenarios article's table of limits
  /// states it; beyond it the reader and the recorder throw an error of kind `limitExceeded`.
  @available(*, deprecated, message: "the Scenarios article's table of limits states it: 100,000 events")
  public static var maximumEvents: Int { ScenarioLimits.events }
  /// The largest scenario file read, in bytes: 8 MiB. Deprecated: the Scenarios article's table of limits
  /// states it; a larger file is refused with an error of kind `limitExceeded`.
  @available(*, deprecated, message: "the Scenarios article's table of limits states it: 8 MiB")
  public static var maximumFileSize: Int { ScenarioLimits.fileSize }
}

extension PullUpScenario.Expectation {
  /// The tolerance of an expectation that gives none: 0.5 points. Deprecated: leave `tolerance` out for it.
  @available(*, deprecated, message: "leave tolerance out for the default, 0.5 points")
  public static var defaultTolerance: Double { ScenarioLimits.tolerance }
}
