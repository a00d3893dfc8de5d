import Foundation
import HeadlessUI

/// Reads `swipe` and `scrollUntilVisible`.
enum MaestroGestureDecoder {
    /// `swipe` with a `direction` (optionally `from` an element) or `start` and `end` points.
    /// As in Maestro's reader, a swipe by direction alone or by points reads only its own
    /// keys and ignores the rest (`startPoint`, keys of later versions); a swipe `from` an
    /// element refuses keys it does not know.
    static func swipe(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded {
        guard case let .mapping(entries) = argument.kind else {
            throw .titled(
                FlowFileReaderTitle.parsingFailed,
                "swipe: expected 'direction' (UP, DOWN, LEFT or RIGHT) or both 'start' and 'end', found "
                    + argument.shapeName, at: argument.location)
        }
        var values: [String: YAMLNode] = [:]
        for entry in entries where !entry.value.isNull { values[entry.key] = entry.value }
        let direction: MaestroSwipeDirection
        if values["start"] != nil || values["end"] != nil {
            guard values["direction"] == nil else {
                throw swipeRefusal("give either 'direction' or 'start' and 'end', not both", at: argument.location)
            }
            guard let start = values["start"], let end = values["end"] else {
                throw swipeRefusal("give both 'start' and 'end' to swipe between points", at: argument.location)
            }
            let startText = try start.nonEmptyString(for: "swipe.start")
            let endText = try end.nonEmptyString(for: "swipe.end")
            // Points computed by an expression are known only when the step runs.
            direction =
                MaestroExpressions.holdsExpression(startText) || MaestroExpressions.holdsExpression(endText)
                ? .up
                : try self.direction(
                    from: try MaestroPoint(startText, at: start.location),
                    to: try MaestroPoint(endText, at: end.location))
        } else if let node = values["direction"] {
            direction = try swipeDirection(node)
            if let from = values["from"] {
                // Maestro reads this form key by key: unknown keys are refused.
                _ = try MaestroArguments(
                    argument, for: "swipe",
                    allowed: ["direction", "from", "duration", "waitToSettleTimeoutMs"])
                _ = try MaestroSelectorDecoder.selector(from, for: "swipe.from")
            }
        } else {
            throw swipeRefusal(
                "expected 'direction' (UP, DOWN, LEFT or RIGHT) or both 'start' and 'end'", at: argument.location)
        }
        _ = try values["duration"]?.integer(for: "swipe.duration", in: 0...600_000)
        return MaestroCommandDecoder.Decoded(
            command: .swipe(direction), label: try values["label"]?.string(for: "swipe.label"),
            isOptional: try values["optional"]?.boolean(for: "swipe.optional") ?? false)
    }

    /// A swipe's direction as Maestro reads it: `UP` or `up`, not `Up`.
    private static func swipeDirection(_ node: YAMLNode) throws(FlowFileSyntaxError) -> MaestroSwipeDirection {
        let text = try node.string(for: "swipe.direction")
        guard let direction = MaestroSwipeDirection(rawValue: text.uppercased()),
            text == direction.rawValue || text == direction.rawValue.lowercased()
        else {
            throw swipeRefusal(
                "invalid direction '\(QuotedText.abbreviated(text))'; expected RIGHT or right, LEFT or left, "
                    + "UP or up, DOWN or down", at: node.location)
        }
        return direction
    }

    private static func swipeRefusal(_ message: String, at location: FlowFileSourceLocation) -> FlowFileSyntaxError {
        .titled(FlowFileReaderTitle.parsingFailed, "swipe: " + message, at: location)
    }

    /// `scrollUntilVisible` with the element and Maestro's tuning keys.
    static func scrollUntilVisible(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded {
        let what = "scrollUntilVisible"
        let arguments = try MaestroArguments(
            argument, for: what,
            allowed: [
                "element", "direction", "timeout", "speed", "visibilityPercentage", "centerElement",
                "waitToSettleTimeoutMs",
            ])
        let element = try MaestroSelectorDecoder.selector(arguments.required("element"), for: "\(what).element")
        let direction = try arguments["direction"].map { node throws(FlowFileSyntaxError) in
            try self.direction(node, for: "\(what).direction")
        }
        _ = try arguments.boolean("centerElement")
        return MaestroCommandDecoder.Decoded(
            command: .scrollUntilVisible(
                element, direction: direction ?? .down, timeout: try arguments.string("timeout")),
            label: try arguments.label,
            isOptional: try arguments.isOptional
        )
    }

    private static func direction(_ node: YAMLNode, for what: String) throws(FlowFileSyntaxError)
        -> MaestroSwipeDirection
    {
        let text = try node.string(for: what)
        guard let direction = MaestroSwipeDirection(rawValue: text.uppercased()) else {
            throw FlowFileSyntaxError("\(what): expected UP, DOWN, LEFT or RIGHT, found '\(text)'", at: node.location)
        }
        return direction
    }

    /// The main direction of a swipe between two points: the larger of the two movements.
    private static func direction(from start: MaestroPoint, to end: MaestroPoint) throws(FlowFileSyntaxError)
        -> MaestroSwipeDirection
    {
        let horizontal = end.x - start.x
        let vertical = end.y - start.y
        if abs(horizontal) >= abs(vertical) { return horizontal >= 0 ? .right : .left }
        return vertical >= 0 ? .down : .up
    }
}

/// A point as Maestro writes it: `50%,50%` (of the screen) or `100, 200` (pixels).
struct MaestroPoint: Equatable {
    let x: Double
    let y: Double
    let isRelative: Bool

    init(_ text: String, at location: FlowFileSourceLocation) throws(FlowFileSyntaxError) {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let relative = parts.allSatisfy { $0.hasSuffix("%") }
        let numbers = parts.compactMap { Double(relative ? String($0.dropLast()) : $0) }
        guard parts.count == 2, numbers.count == 2, numbers.allSatisfy({ $0.isFinite }) else {
            throw FlowFileSyntaxError("expected a point like '50%,50%' or '100,200', found '\(text)'", at: location)
        }
        x = numbers[0]
        y = numbers[1]
        isRelative = relative
    }
}
