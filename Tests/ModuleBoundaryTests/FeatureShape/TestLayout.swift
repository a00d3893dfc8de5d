/// The one test layout of a feature module (README, "The model feature module"): its builder
/// tests, and for each screen its view-model tests and its screen tests, in the module's test
/// target, as `make feature` and `make screen` write them.
struct TestLayout {
    /// The module's name without `Module` (`Home` for `HomeModule`).
    let name: String

    /// What is missing for `screens` (the module's screen folders) from `testFiles`, the paths
    /// in the module's test target relative to it.
    func departures(screens: [String], testFiles: Set<String>) -> [String] {
        var departures: [String] = []
        if !testFiles.contains("\(name)BuilderTests.swift") {
            departures.append(
                "Tests/\(name)ModuleTests/\(name)BuilderTests.swift is missing: every feature tests what its builder "
                    + "returns")
        }
        for screen in screens.sorted() {
            for kind in ["ViewModelTests", "ScreenTests"] where !testFiles.contains("\(screen)\(kind).swift") {
                departures.append(
                    "Tests/\(name)ModuleTests/\(screen)\(kind).swift is missing: every screen has its view-model "
                        + "tests and its screen tests")
            }
        }
        return departures
    }
}
