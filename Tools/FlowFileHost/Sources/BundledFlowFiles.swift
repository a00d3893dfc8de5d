import FlowRunner
import Foundation

/// The flow files the tooling ships (Tools/FlowFileHost/Flows): the tour and the screen
/// catalogue, found without a source tree at hand.
public enum BundledFlowFiles {
    /// The guided tour `App demo` runs.
    public static let tour = "tour.yaml"
    /// The visit of every screen `App snapshot` renders.
    public static let catalogue = "catalogue.yaml"

    /// The path of a bundled flow file.
    ///
    /// - Throws: `FlowFileHostError` when the resource bundle is missing the file.
    public static func path(of name: String) throws -> String {
        guard
            let url = Bundle.module.url(forResource: "Flows/" + name, withExtension: nil)
                ?? Bundle.module.resourceURL?.appendingPathComponent("Flows").appendingPathComponent(name),
            FileManager.default.fileExists(atPath: url.path)
        else {
            throw FlowFileHostError(message: "the bundled flow \(name) is missing from the flow-file host's resources")
        }
        return url.path
    }
}
