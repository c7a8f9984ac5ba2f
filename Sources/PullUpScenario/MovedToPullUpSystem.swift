// The output file and the signal table were PullUpScenario's until 0.2.0 and are PullUpSystem's since. They are
// re-exported one by one, so that a program written against 0.2.0 (`import PullUpScenario` alone) compiles
// unchanged, and one that imports both modules finds one declaration of each, not two. Deprecated typealiases
// would say more, but a program importing both modules would then get the deprecated one or the other by the
// order of its imports (and swift-format sorts PullUpScenario first), so a warning it could not silence.
// The re-export goes at the next major version (CHANGELOG, "Deprecated").
@_exported import class PullUpSystem.PullUpOutputFile
@_exported import struct PullUpSystem.PullUpOutputFileError
@_exported import enum PullUpSystem.PullUpSignalPolicy
