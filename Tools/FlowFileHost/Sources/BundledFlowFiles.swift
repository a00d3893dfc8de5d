import App
import FlowRunner
import Foundation

/// The flow files shipped inside the app (App/Flows): the tour and the screen catalogue.
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
            let url = AppResources.bundle.url(forResource: "Flows/" + name, withExtension: nil)
                ?? AppResources.bundle.resourceURL?.appendingPathComponent("Flows").appendingPathComponent(name),
            FileManager.default.fileExists(atPath: url.path)
        else {
            throw FlowFileHostError(message: "the bundled flow \(name) is missing from the app's resources")
        }
        return url.path
    }
}
