import DesignSystem
import HeadlessUI

/// The Profile module's only entry point.
public enum ProfileBuilder {
    /// Builds the account screen.
    public static func build(dependencies: ProfileDependencies) -> ViewController {
        let controller = ViewController()
        controller.title = "Profile"
        return controller
    }
}
