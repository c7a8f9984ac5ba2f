import PullUpTesting

/// The seeded generator tests use; its seed is printed on failure.
typealias SeededGenerator = PullUpSeededGenerator

/// The seeds every randomized test runs with: fixed, so that a failure is reproducible from its message.
let randomSeeds: [UInt64] = [1, 2, 3, 42, 2_024, 0xDEAD_BEEF, 0x5EED_0001, 0x5EED_0002]
