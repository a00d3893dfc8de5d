import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the Send report? screen: its router, view model and controller, once, here.
enum SendReportFactory {
    static func make(
        message: String, theme: Theme, sessionStore: any ProfileSessionStoring, journey: any JourneyEnding
    ) -> SendReportViewController {
        let viewModel = SendReportViewModel(
            message: message, sessionStore: sessionStore, router: SendReportRouter(journey: journey))
        return SendReportViewController(viewModel: viewModel, components: Components(theme: theme))
    }
}
