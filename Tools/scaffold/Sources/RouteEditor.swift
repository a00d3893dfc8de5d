import Foundation

/// Adds a route to the screen a new screen is reached from: a case in the Route enum of its
/// Routing file, and the push in its Router's `switch route`. Both edits are made in memory, so
/// a file without the expected shape leaves nothing half written.
enum RouteEditor {
    /// The line that makes the parent's `router` the Router of its stack, or says the screen
    /// is no longer shown; every screen router's `route(to:)` starts with it.
    static let routerGuard = "guard let router = dependencies.router else { throw .notShown }"

    /// `text`, the parent's Routing file, with the new case at the end of its Route enum.
    static func addingCase(for name: ScreenName, to text: String, file: String) throws(ScaffoldError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let declaration = "enum \(name.parent.short)Route"
        guard let start = lines.firstIndex(where: { trimmed($0).hasPrefix(declaration + ":") }),
            let end = closingBraceLine(of: start, in: lines)
        else {
            throw .unexpectedSource(path: file, expected: "a `\(declaration): Equatable` declaration with its braces")
        }
        guard text.contains("throws(RoutingError)") else {
            throw .unexpectedSource(
                path: file,
                expected: "a routing protocol whose `route(to:)` `throws(RoutingError)`, as every screen's does")
        }
        let existing = lines[start...end].map(trimmed)
        if existing.contains(where: { $0 == "case \(name.routeCase)" || $0.hasPrefix("case \(name.routeCase)(") }) {
            throw .routeExists(path: file, route: name.routeCase)
        }
        let indent = indentation(of: lines[end]) + "    "
        let (documentation, declaredCase) =
            if let parameter = name.parameter {
                (
                    "The \(name.screen.title) screen for `\(parameter.name)`, pushed on this screen's stack.",
                    "case \(name.routeCase)(\(parameter.declaration))"
                )
            } else {
                ("The \(name.screen.title) screen, pushed on this screen's stack.", "case \(name.routeCase)")
            }
        lines.insert(contentsOf: ["\(indent)/// \(documentation)", indent + declaredCase], at: end)
        return lines.joined(separator: "\n")
    }

    /// `text`, the parent's Router file, with the new case's push at the end of the `switch
    /// route` in its `route(to:)`, and the router guard before that switch when it has none.
    static func addingPush(for name: ScreenName, to text: String, file: String) throws(ScaffoldError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let dependencies = "private let dependencies: \(name.feature.short)Dependencies"
        guard lines.contains(where: { trimmed($0) == dependencies }) else {
            throw .unexpectedSource(
                path: file, expected: "`\(dependencies)`, the module's dependencies a screen router pushes with")
        }
        let signature = "func route(to route: \(name.parent.short)Route) throws(RoutingError) {"
        guard let function = lines.firstIndex(where: { trimmed($0) == signature }),
            let functionEnd = closingBraceLine(of: function, in: lines)
        else {
            throw .unexpectedSource(path: file, expected: "`\(signature)` with its closing brace")
        }
        guard let switchStart = lines[function...functionEnd].firstIndex(where: { trimmed($0) == "switch route {" }),
            let switchEnd = closingBraceLine(of: switchStart, in: lines)
        else {
            throw .unexpectedSource(path: file, expected: "a `switch route {` in `route(to:)`")
        }
        let indent = indentation(of: lines[switchEnd])
        lines.insert(indent + pushCase(for: name), at: switchEnd)
        if !lines[function..<switchStart].contains(where: { trimmed($0) == routerGuard }) {
            lines.insert(indent + routerGuard, at: switchStart)
        }
        return lines.joined(separator: "\n")
    }

    /// The new case of the parent's `switch route`: the push of the new screen, made by its
    /// factory from the module's dependencies and the route's value.
    static func pushCase(for name: ScreenName) -> String {
        let factory = "\(name.short)Factory.make(dependencies: dependencies"
        guard let parameter = name.parameter else {
            return "case .\(name.routeCase): try router.pushScreen(\(factory)))"
        }
        return "case let .\(name.routeCase)(\(parameter.name)): "
            + "try router.pushScreen(\(factory), \(parameter.name): \(parameter.name)))"
    }

    /// The line of the brace that closes the first `{` on line `start`, skipping braces inside
    /// string literals and `//` comments; `nil` when the file ends first.
    static func closingBraceLine(of start: Int, in lines: [String]) -> Int? {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            var inString = false
            var previous: Character?
            for character in lines[index] {
                if inString {
                    if character == "\"", previous != "\\" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "/", previous == "/" {
                    break
                } else if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                    if opened, depth == 0 { return index }
                }
                previous = character
            }
        }
        return nil
    }

    private static func trimmed(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespaces)
    }

    private static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " })
    }
}
