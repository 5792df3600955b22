// What the app shell uses of notices: the header's bell.
export { NoticeBell } from './components/notice-bell';
