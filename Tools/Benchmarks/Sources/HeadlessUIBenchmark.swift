import HeadlessUI

/// The platform layer's hot paths: navigation and rendering.
enum HeadlessUIBenchmark {
    static func run(into report: BenchmarkReport, scale: Double) {
        report.section("HeadlessUI")
        let window = Window()
        let navigation = NavigationController()
        let root = ViewController()
        root.title = "Root"
        try? navigation.setViewControllers([root], animated: false)
        try? window.setRootViewController(navigation)
        window.makeKeyAndVisible()
        let pushPop = Stopwatch.measure(iterations: Int(20_000 * scale)) {
            let screen = ViewController()
            try? navigation.pushViewController(screen, animated: true)
            navigation.popViewController(animated: true)
        }
        report.rate("push+pop pairs (on screen, full lifecycle)", pushPop, unit: "pairs", atLeast: 200_000)

        let screenWindow = Window()
        try? screenWindow.setRootViewController(BenchmarkScreens.list(nodeCount: 200))
        screenWindow.makeKeyAndVisible()
        let renderer = TextRenderer()
        let render = Stopwatch.measure(iterations: Int(2_000 * scale)) {
            _ = renderer.render(screenWindow.screen)
        }
        report.rate("text render of a 200-node screen", render, unit: "renders", atLeast: 20_000)
    }
}
