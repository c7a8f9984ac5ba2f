// The scenario files in Scenarios/ are this target's tests: the PullUpScenarioTests plugin (see
// Package.swift) turns each into a Swift Testing test named by its title, which replays the file and
// records one issue per failed expectation. SwiftPM needs one Swift file in the target; this is it.
