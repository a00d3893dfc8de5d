/// An animated transition (`transition`): how long, after what delay, along which curve.
public struct TransitionTiming: Sendable, Hashable, CustomStringConvertible {
    /// The length in seconds.
    public let duration: Double
    /// The wait before it starts, in seconds.
    public let delay: Double
    /// The easing curve's control points `[x1, y1, x2, y2]`.
    public let timingFunction: [Double]

    /// `0.3s after 0s, cubic-bezier(0.4, 0, 0.2, 1)`.
    public var description: String {
        "\(JSONValue.format(duration))s after \(JSONValue.format(delay))s, cubic-bezier("
            + timingFunction.map(JSONValue.format).joined(separator: ", ") + ")"
    }
}
