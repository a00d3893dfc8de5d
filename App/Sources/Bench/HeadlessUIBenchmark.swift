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
        try? screenWindow.setRootViewController(LargeScreen(nodeCount: 200))
        screenWindow.makeKeyAndVisible()
        let renderer = TextRenderer()
        let render = Stopwatch.measure(iterations: Int(2_000 * scale)) {
            _ = renderer.render(screenWindow.screen)
        }
        report.rate("text render of a 200-node screen", render, unit: "renders", atLeast: 20_000)
    }
}

/// A screen with a fixed number of nodes: a list of rows, each with a subtitle and a button.
private final class LargeScreen: ViewController {
    private let nodeCount: Int

    init(nodeCount: Int) {
        self.nodeCount = nodeCount
        super.init()
    }

    override func loadView() {
        var rows: [ViewNode] = []
        // The root and the list are two nodes; each row brings itself and a button.
        for index in 0..<((nodeCount - 2) / 2) {
            let button = ViewNode(role: .button, label: "Save", identifier: "row.\(index).save", onTap: {})
            rows.append(
                ViewNode(
                    role: .row, label: "Row \(index)", identifier: "row.\(index)", value: "Subtitle \(index)",
                    children: [button], onTap: {}))
        }
        view = ViewNode(role: .stack, children: [ViewNode(role: .list, children: rows)])
    }
}
