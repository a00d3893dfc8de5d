import HeadlessUI

/// Screens of a known size for the platform layer's benchmarks, so an app's benchmark measures
/// navigation and rendering without defining screens of its own.
enum BenchmarkScreens {
    /// A screen of `nodeCount` nodes: a list of rows, each with a subtitle and a button.
    @MainActor
    static func list(nodeCount: Int) -> ViewController {
        var rows: [ViewNode] = []
        // The root and the list are two nodes; each row brings itself and a button.
        for index in 0..<max(0, (nodeCount - 2) / 2) {
            let button = ViewNode(role: .button, label: "Save", identifier: "row.\(index).save", onTap: {})
            rows.append(
                ViewNode(
                    role: .row, label: "Row \(index)", identifier: "row.\(index)", value: "Subtitle \(index)",
                    children: [button], onTap: {}))
        }
        let screen = ViewController()
        screen.view = ViewNode(role: .stack, children: [ViewNode(role: .list, children: rows)])
        return screen
    }
}
