import { CalendarOutlined, FileDoneOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuIcons } from './menuIcons';

/** The icons of the doctor's menu. */
const doctorMenuIcons: MenuIcons = {
  home: HomeOutlined,
  appointments: CalendarOutlined,
  doctorReviews: FileDoneOutlined,
  profile: UserOutlined,
};
export default doctorMenuIcons;
