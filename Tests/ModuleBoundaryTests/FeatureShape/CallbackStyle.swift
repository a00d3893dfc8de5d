/// The one way a child tells its parent in a feature module: a delegate protocol, held weakly
/// and given at construction. This names, per source file, any other way (a listener or output
/// protocol, an `onFinish` closure, a `try?` that drops a failure, a delegate set after
/// construction).
enum CallbackStyle {
    /// What in `source`, the text of `file`, departs from the one style.
    static func departures(in source: String, file: String) -> [String] {
        var departures: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.drop { $0 == " " }
            guard !code.hasPrefix("//") else { continue }
            let place = "\(file):\(index + 1)"
            if let name = declaredProtocol(in: code), name.hasSuffix("Listener") || name.hasSuffix("Output") {
                departures.append("\(place): \(name) is a second style; a child tells its parent through a delegate")
            }
            if code.contains("onFinish") {
                departures.append("\(place): onFinish is a second style; a journey tells its JourneyDelegate")
            }
            if code.contains("try?") {
                departures.append("\(place): try? drops a failure; show it or throw it")
            }
            if setsAnotherObjectsLink(code) {
                departures.append("\(place): wiring after construction; pass it to the initializer")
            }
        }
        return departures
    }

    /// The name of the protocol `code` declares, if it declares one.
    private static func declaredProtocol(in code: Substring) -> Substring? {
        guard let keyword = code.range(of: "protocol ") else { return nil }
        return code[keyword.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether `code` sets another object's delegate, listener or router (`router.listener =
    /// viewModel`); an initializer setting its own (`self.router = router`) is construction.
    private static func setsAnotherObjectsLink(_ code: Substring) -> Bool {
        for link in [".delegate = ", ".flowDelegate = ", ".listener = ", ".router = "] {
            guard let range = code.range(of: link) else { continue }
            let owner = code[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if String(owner.reversed()) != "self" { return true }
        }
        return false
    }
}
