// Loaded with the first toast: the container and react-toastify's stylesheet (a file, not a <style>).
import 'react-toastify/dist/ReactToastify.css';
import './toast.css';
import { ToastContainer } from 'react-toastify/unstyled';

export default ToastContainer;
