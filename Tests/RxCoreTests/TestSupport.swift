// The shared test support (TestError, ConcurrencyRecorder, BackgroundSender, SplitMix64), visible in every file of
// this test target.
@_exported import SproutTestSupport
